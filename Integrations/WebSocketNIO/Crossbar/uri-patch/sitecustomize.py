"""Lets Crossbar (and autobahn) accept EveryMatrix's WAMP URIs, which contain `#`
(`/sports#initialDump`). autobahn's URI patterns, even the "loose" ones a realm gets with
`"uri_check": "loose"`, forbid `#`, `.`-empty components and whitespace; a `#` is refused when the
message is parsed, before any router option is read. The launcher puts this folder on PYTHONPATH
(with EVERYMATRIX_WAMP_URIS=1) so every Crossbar process, the router worker and the backend guest
included, loads it at start-up and widens the loose patterns to allow `#`. Strict checking is
left as it is. Nothing else in the router changes.
"""
import os
import re

if os.environ.get("EVERYMATRIX_WAMP_URIS") == "1":
    from autobahn.wamp import message

    message._URI_PAT_LOOSE_EMPTY = re.compile(r"^(([^\s\.]+\.)|\.)*([^\s\.]+)?$")
    message._URI_PAT_LOOSE_NON_EMPTY = re.compile(r"^([^\s\.]+\.)*([^\s\.]+)$")
    message._URI_PAT_LOOSE_LAST_EMPTY = re.compile(r"^([^\s\.]+\.)*([^\s\.]*)$")
