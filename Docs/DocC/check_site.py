#!/usr/bin/env python3
"""Checks the API reference that build-site.sh wrote, as a reader's browser shows it.

  python3 Docs/DocC/check_site.py SITE_DIR BASE_URL     (check-site.sh serves SITE_DIR at BASE_URL)

DocC's static site is a Vue app: a page's HTML is an empty shell until its JavaScript fetches
the page's JSON and renders it. So each page below is opened in one headless Chromium, driven over
its DevTools pipe (--remote-debugging-pipe: one browser start for all the pages; --dump-dom starts
a browser per page, which cost four times the CPU), and read once the app has rendered it (its
title shown, its links the same over two reads). It must show its title:

- each module's landing page, and one public type's page per module (TYPE_PAGES);
- every article of every module (the ServicesProvider catalog carries Docs/*.md).

No internal link may be broken. The links are collected from the rendered pages' DOM (href and
src), from the site's index.html, from every page's JSON (`references` with a site-relative url,
and every doc:// identifier a page uses must have its reference) and from each module's navigator
index (the sidebar). Each must map to a file of the site: a documentation page to its
documentation/<path>/index.html and its data/documentation/<path>.json.

Standard library only. Exits 1 with every problem listed.
"""
import fcntl
import html.parser
import json
import os
import re
import shutil
import subprocess
import sys
import tempfile
import time
import urllib.parse

# A public type per module whose page must render (see Docs/PublicAPI.md).
TYPE_PAGES = {
    "ServicesProvider": "Client",
    "AppModels": "ServiceProviderModelMapper",
    "ProviderEveryMatrix": "EveryMatrixProvider",
    "ProviderGoma": "GomaProvider",
    "ProviderSportRadar": "SportRadarProvider",
    "ServicesProviderTesting": "StubTransport",
}
# How long a page may take to show its title, and how often it is read meanwhile.
PAGE_TIMEOUT_S = 60
POLL_S = 0.2
# Pages open at once (tabs of the one browser).
TABS = 3
NOT_FOUND = "The page you're looking for can't be found"
# Read in the page: its title (DocC's <h1 class="title">), every href and src, and whether DocC
# shows its not-found page.
READ_PAGE = """(() => {
  const title = document.querySelector('h1.title');
  return {
    title: title ? title.textContent.trim() : null,
    links: Array.from(document.querySelectorAll('[href], [src]'), e => e.getAttribute('href') || e.getAttribute('src')),
    notFound: document.body ? document.body.innerText.includes(%s) : false,
  };
})()""" % json.dumps(NOT_FOUND)


class LinkReader(html.parser.HTMLParser):
    """Every href and src of a static HTML page (the site's index.html)."""

    def __init__(self):
        super().__init__()
        self.links = []

    def handle_starttag(self, tag, attrs):
        self.links += [value for name, value in attrs if name in ("href", "src") and value]


class Browser:
    """One headless Chromium, driven with the DevTools protocol over a pipe: the browser reads
    commands on its fd 3 and writes answers on its fd 4, each a JSON message ended by a NUL."""

    def __init__(self, profile):
        to_browser, commands = os.pipe()
        answers, from_browser = os.pipe()
        # The browser's ends, moved above 3 and 4 so that moving them onto 3 and 4 in the child
        # cannot overwrite one with the other.
        child_in = fcntl.fcntl(to_browser, fcntl.F_DUPFD, 10)
        child_out = fcntl.fcntl(from_browser, fcntl.F_DUPFD, 10)
        os.close(to_browser)
        os.close(from_browser)

        def onto_3_and_4():
            os.dup2(child_in, 3)
            os.dup2(child_out, 4)

        self.process = subprocess.Popen(
            ["chromium", "--headless", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage", "--no-first-run",
             "--disable-extensions", "--mute-audio", "--disable-background-networking", "--disable-component-update",
             "--disable-sync", f"--user-data-dir={profile}", "--remote-debugging-pipe", "about:blank"],
            pass_fds=(3, 4), preexec_fn=onto_3_and_4, stdin=subprocess.DEVNULL, stdout=subprocess.DEVNULL,
            stderr=subprocess.DEVNULL)
        os.close(child_in)
        os.close(child_out)
        self.commands = os.fdopen(commands, "wb", buffering=0)
        self.answers = os.fdopen(answers, "rb", buffering=0)
        self.pending = b""
        self.last_id = 0

    def send(self, method, params=None, session=None):
        """The result of one command (events the browser sends meanwhile are skipped)."""
        self.last_id += 1
        message = {"id": self.last_id, "method": method, "params": params or {}}
        if session:
            message["sessionId"] = session
        self.commands.write(json.dumps(message).encode() + b"\0")
        while True:
            while b"\0" not in self.pending:
                chunk = self.answers.read(1 << 16)
                if not chunk:
                    raise RuntimeError(f"chromium ended (exit status {self.process.poll()}) during {method}")
                self.pending += chunk
            raw, self.pending = self.pending.split(b"\0", 1)
            answer = json.loads(raw)
            if answer.get("id") == self.last_id:
                if "error" in answer:
                    raise RuntimeError(f"{method}: {answer['error']}")
                return answer["result"]

    def open(self, url):
        """A new tab loading url, and the session that reads it."""
        target = self.send("Target.createTarget", {"url": url})["targetId"]
        return target, self.send("Target.attachToTarget", {"targetId": target, "flatten": True})["sessionId"]

    def read(self, session):
        return self.send("Runtime.evaluate", {"expression": READ_PAGE, "returnByValue": True}, session)["result"].get("value")

    def close(self):
        try:
            self.send("Browser.close")
            self.process.wait(timeout=10)
        except (RuntimeError, OSError, subprocess.TimeoutExpired):
            self.process.kill()
            self.process.wait()
        finally:
            self.commands.close()
            self.answers.close()


class Site:
    def __init__(self, root, base_url):
        self.root = os.path.abspath(root)
        self.base = base_url.rstrip("/")
        self.host = urllib.parse.urlsplit(self.base).netloc
        self.modules = sorted(m for m in os.listdir(self.root) if os.path.isdir(os.path.join(self.root, m, "data", "documentation")))
        self.broken = {}  # target -> set of where it was found
        self.problems = []
        self.checked_links = 0

    def data_dir(self, module):
        return os.path.join(self.root, module, "data", "documentation")

    def pages(self, module):
        """(path in the site, JSON) of every page of a module."""
        folder = self.data_dir(module)
        for directory, _, files in os.walk(folder):
            for name in files:
                if name.endswith(".json"):
                    path = os.path.join(directory, name)
                    with open(path, encoding="utf-8") as file:
                        yield path, json.load(file)

    # Links

    def exists(self, url_path):
        """Whether a site-absolute URL path is served, and for a documentation page, its JSON."""
        path = urllib.parse.unquote(url_path.split("#", 1)[0].split("?", 1)[0])
        local = os.path.join(self.root, path.lstrip("/"))
        if path.endswith("/") or os.path.isdir(local):
            served = os.path.isfile(os.path.join(local, "index.html"))
        else:
            served = os.path.isfile(local)
        page = re.match(r"^/([^/]+)/documentation/(.+?)/?$", path)
        if served and page:
            return os.path.isfile(os.path.join(self.root, page.group(1), "data", "documentation", page.group(2) + ".json"))
        return served

    def check_link(self, target, found_in):
        """target: a site-absolute URL path."""
        self.checked_links += 1
        if not self.exists(target):
            self.broken.setdefault(target, set()).add(found_in)

    def check_dom_links(self, page_url, links):
        count = 0
        for link in links:
            absolute = urllib.parse.urljoin(page_url, link)
            parts = urllib.parse.urlsplit(absolute)
            if parts.scheme not in ("http", "https") or parts.netloc != self.host:
                continue
            count += 1
            self.check_link(parts.path, page_url)
        return count

    def check_json_links(self):
        """The references of every page's JSON, and the navigator index of each module."""
        for module in self.modules:
            for path, page in self.pages(module):
                where = os.path.relpath(path, self.root)
                references = page.get("references", {})
                # A site-relative url is the module's (the app puts the hosting base path before it,
                # a link written in a page's Markdown included).
                for reference in references.values():
                    urls = [reference.get("url")] + [v.get("url") for v in reference.get("variants", [])]
                    for url in urls:
                        if isinstance(url, str) and url.startswith("/"):
                            self.check_link(f"/{module}{url}", where)
                used = set(re.findall(r'"(doc://[^"]+)"', json.dumps({k: v for k, v in page.items() if k != "references"})))
                for identifier in sorted(used - set(references) - {page.get("identifier", {}).get("url")}):
                    self.problems.append(f"{where}: uses {identifier} without a reference to it")
            index = os.path.join(self.root, module, "index", "index.json")
            if not os.path.isfile(index):
                self.problems.append(f"{module}: no navigator index ({os.path.relpath(index, self.root)})")
                continue
            with open(index, encoding="utf-8") as file:
                navigator = json.load(file)
            for url in re.findall(r'"path": ?"(/[^"]+)"', json.dumps(navigator)):
                self.check_link(f"/{module}{url}", f"{module}/index/index.json")

    def check_index_page(self):
        reader = LinkReader()
        with open(os.path.join(self.root, "index.html"), encoding="utf-8") as file:
            reader.feed(file.read())
        linked = {link.split("/")[0] for link in reader.links}
        for module in self.modules:
            if module not in linked:
                self.problems.append(f"index.html does not link {module}")
        self.check_dom_links(self.base + "/", reader.links)

    # Rendering

    def page_list(self):
        """(url, expected title) of each page to open."""
        wanted = []
        for module in self.modules:
            lower = module.lower()
            wanted.append((f"{self.base}/{module}/documentation/{lower}/", module))
            type_name = TYPE_PAGES.get(module)
            if type_name is None:
                self.problems.append(f"{module}: no type page chosen in check_site.py's TYPE_PAGES")
            else:
                wanted.append((f"{self.base}/{module}/documentation/{lower}/{type_name.lower()}", type_name))
            for path, page in self.pages(module):
                if page.get("metadata", {}).get("role") == "article":  # not the automatic "collectionGroup" pages
                    url = page["identifier"]["url"].split("/documentation/", 1)[1].lower()
                    wanted.append((f"{self.base}/{module}/documentation/{url}", page["metadata"]["title"]))
        for module in TYPE_PAGES:
            if module not in self.modules:
                self.problems.append(f"{module}: no site (no {module}/data/documentation)")
        return wanted

    def render_all(self, wanted):
        """For each (url, title): the page as read once it shows title (its links stable over two
        reads), or why it did not. TABS pages load at once."""
        profile = tempfile.mkdtemp(prefix="check-site-")
        browser = Browser(profile)
        results = {}
        try:
            queue = list(wanted)
            open_pages = {}  # url -> (title, target, session, deadline, last read)
            while queue or open_pages:
                while queue and len(open_pages) < TABS:
                    url, title = queue.pop(0)
                    target, session = browser.open(url)
                    open_pages[url] = (title, target, session, time.monotonic() + PAGE_TIMEOUT_S, None)
                time.sleep(POLL_S)
                for url, (title, target, session, deadline, last) in list(open_pages.items()):
                    page = browser.read(session)
                    if page and page["notFound"]:
                        failure = "DocC shows its not-found page"
                    elif page and page["title"] == title and last and len(last["links"]) == len(page["links"]):
                        failure = None
                    elif time.monotonic() > deadline:
                        failure = f"after {PAGE_TIMEOUT_S} s its title reads {page and page['title']!r}"
                    else:
                        open_pages[url] = (title, target, session, deadline, page)
                        continue
                    results[url] = (page, failure)
                    browser.send("Target.closeTarget", {"targetId": target})
                    del open_pages[url]
        finally:
            browser.close()
            shutil.rmtree(profile, ignore_errors=True)
        return results

    def check_rendered(self):
        wanted = self.page_list()
        started = time.monotonic()
        try:
            results = self.render_all(wanted)
        except (RuntimeError, OSError) as error:
            self.problems.append(f"the browser failed: {error}")
            return
        for url, title in wanted:
            page, failure = results[url]
            path = url[len(self.base):]
            if failure:
                self.problems.append(f"{path}: did not render '{title}' ({failure})")
                continue
            count = self.check_dom_links(url, page["links"])
            print(f"  rendered {path}: '{title}', {count} internal links")
            if count == 0:
                self.problems.append(f"{path}: the rendered page has no internal link")
        print(f"{len(wanted)} pages rendered in {time.monotonic() - started:.0f} s")


def main():
    if len(sys.argv) != 3:
        sys.exit(__doc__)
    if shutil.which("chromium") is None:
        sys.exit("error: chromium is not installed (Debian: apt-get install chromium)")
    site = Site(sys.argv[1], sys.argv[2])
    if not site.modules:
        sys.exit(f"error: {sys.argv[1]} holds no DocC site")
    site.check_index_page()
    site.check_rendered()
    site.check_json_links()
    print(f"{site.checked_links} internal links checked")
    for target, places in sorted(site.broken.items()):
        shown = sorted(places)
        more = f" and {len(shown) - 3} more" if len(shown) > 3 else ""
        site.problems.append(f"broken link {target} (in {', '.join(shown[:3])}{more})")
    if site.problems:
        for problem in site.problems:
            print(f"error: {problem}", file=sys.stderr)
        sys.exit(f"error: the API reference has {len(site.problems)} problem(s) (above)")
    print(f"API reference OK: {len(site.modules)} modules")


if __name__ == "__main__":
    main()
