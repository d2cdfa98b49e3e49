#!/usr/bin/env python3
"""Checks the API reference that build-site.sh wrote, as a reader's browser shows it.

  python3 Docs/DocC/check_site.py SITE_DIR BASE_URL     (check-site.sh serves SITE_DIR at BASE_URL)

DocC's static site is a Vue app: a page's HTML is an empty shell until its JavaScript fetches
the page's JSON and renders it. So each page below is opened in headless Chromium (its DOM dumped
after the app ran) and must show its title:

- each module's landing page, and one public type's page per module (TYPE_PAGES);
- every article of every module (the ServicesProvider catalog carries Docs/*.md).

No internal link may be broken. The links are collected from the rendered pages' DOM (href and
src), from the site's index.html, from every page's JSON (`references` with a site-relative url,
and every doc:// identifier a page uses must have its reference) and from each module's navigator
index (the sidebar). Each must map to a file of the site: a documentation page to its
documentation/<path>/index.html and its data/documentation/<path>.json.

Standard library only. Exits 1 with every problem listed.
"""
import concurrent.futures
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
# Virtual time for the app to fetch its JSON and render; real time per page is a few seconds.
VIRTUAL_TIME_MS = 10000
PAGE_TIMEOUT_S = 90
NOT_FOUND = "The page you're looking for can't be found"


class DomReader(html.parser.HTMLParser):
    """The page's <h1 class="title"> text and every href/src."""

    # Elements without an end tag (DocC breaks long titles with <wbr>).
    VOID = {"area", "base", "br", "col", "embed", "hr", "img", "input", "link", "meta", "source", "track", "wbr"}

    def __init__(self):
        super().__init__()
        self.links = []
        self.titles = []
        self._title_depth = 0

    def handle_starttag(self, tag, attrs):
        attrs = dict(attrs)
        for name in ("href", "src"):
            if attrs.get(name):
                self.links.append(attrs[name])
        if tag in self.VOID:
            return
        if self._title_depth:
            self._title_depth += 1
        elif tag == "h1" and "title" in (attrs.get("class") or "").split():
            self._title_depth = 1
            self.titles.append("")

    def handle_endtag(self, tag):
        if self._title_depth and tag not in self.VOID:
            self._title_depth -= 1

    def handle_data(self, data):
        if self._title_depth:
            self.titles[-1] += data


def render(url, profile):
    """The DOM of url after its JavaScript ran."""
    run = subprocess.run(
        ["chromium", "--headless", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage", "--no-first-run",
         "--disable-extensions", "--mute-audio", "--disable-background-networking", "--disable-component-update",
         "--disable-sync", f"--user-data-dir={profile}",
         f"--virtual-time-budget={VIRTUAL_TIME_MS}", "--dump-dom", url],
        capture_output=True, text=True, timeout=PAGE_TIMEOUT_S)
    if run.returncode != 0:
        raise RuntimeError(f"chromium exited {run.returncode}: {run.stderr[-2000:]}")
    return run.stdout


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
        reader = DomReader()
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

    def check_rendered(self, workers):
        wanted = self.page_list()
        profiles = tempfile.mkdtemp(prefix="check-site-")
        started = time.monotonic()

        def open_page(job):
            index, (url, title) = job
            attempts = []
            reader = DomReader()
            for attempt in (1, 2):  # a second try when the machine was too loaded to render in time
                try:
                    dom = render(url, os.path.join(profiles, f"{index}-{attempt}"))
                except (RuntimeError, subprocess.TimeoutExpired) as error:
                    attempts.append(str(error).strip()[-500:])
                    continue
                reader = DomReader()
                reader.feed(dom)
                titles = [t.strip() for t in reader.titles]
                if title in titles and NOT_FOUND not in dom:
                    return url, title, reader.links, attempt, None
                attempts.append(f"titles {titles or 'none'}{', DocC says not found' if NOT_FOUND in dom else ''}")
            return url, title, reader.links, 2, "; ".join(attempts)

        try:
            with concurrent.futures.ThreadPoolExecutor(max_workers=workers) as pool:
                results = list(pool.map(open_page, enumerate(wanted)))
        finally:
            shutil.rmtree(profiles, ignore_errors=True)
        for url, title, links, attempts, failure in results:
            path = url[len(self.base):]
            if failure:
                self.problems.append(f"{path}: did not render '{title}' ({failure})")
                continue
            count = self.check_dom_links(url, links)
            note = " (second try)" if attempts > 1 else ""
            print(f"  rendered {path}: '{title}', {count} internal links{note}")
            if count == 0:
                self.problems.append(f"{path}: the rendered page has no internal link")
        print(f"{len(results)} pages rendered in {time.monotonic() - started:.0f} s")


def main():
    if len(sys.argv) != 3:
        sys.exit(__doc__)
    if shutil.which("chromium") is None:
        sys.exit("error: chromium is not installed (Debian: apt-get install chromium)")
    site = Site(sys.argv[1], sys.argv[2])
    if not site.modules:
        sys.exit(f"error: {sys.argv[1]} holds no DocC site")
    site.check_index_page()
    site.check_rendered(workers=int(os.environ.get("CHECK_SITE_JOBS", "3")))
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
