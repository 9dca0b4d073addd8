"""Checks the DOM headless Chromium rendered from the HTML page of test links.

Usage: python3 .ci/check_html_dom.py ROUTES_DOM.html LINKS.tsv

LINKS.tsv is `swift run playground table --links`: one `<route index>\t<pattern>\t<link>` line per example link.
The page passes when it has exactly one route element (`data-route-index`) per route of LINKS.tsv, numbered
0..n-1, and each link is the `href` of an `<a>` inside its route's element, in an example element whose
`data-pattern` is the link's pattern. Every failure is printed with the route and link it concerns; the exit
status is 1 when there is one.
"""

import sys
from html.parser import HTMLParser


class RoutePage(HTMLParser):
    """Collects, per route element, the hrefs of its links with the data-pattern of the example they are in."""

    VOID = {"area", "base", "br", "col", "embed", "hr", "img", "input", "link", "meta", "source", "track", "wbr"}

    def __init__(self):
        super().__init__(convert_charrefs=True)
        self.routes = {}  # route index (str) -> list of (pattern, href)
        self.route_elements = []  # route indices in document order
        self.stack = []  # open elements: (tag, route index or None, pattern or None)

    def current(self, position):
        for element in reversed(self.stack):
            if element[position] is not None:
                return element[position]
        return None

    def handle_starttag(self, tag, attrs):
        attributes = dict(attrs)
        route = attributes.get("data-route-index")
        pattern = attributes.get("data-pattern") if tag == "li" else None
        if route is not None:
            if self.current(1) is not None:
                raise ValueError(f"route element {route} is nested in route element {self.current(1)}")
            self.route_elements.append(route)
            self.routes.setdefault(route, [])
        if tag == "a" and "href" in attributes:
            owner = self.current(1)
            if owner is not None:
                self.routes[owner].append((self.current(2), attributes["href"]))
        if tag not in self.VOID:
            self.stack.append((tag, route, pattern))

    def handle_endtag(self, tag):
        for position in range(len(self.stack) - 1, -1, -1):
            if self.stack[position][0] == tag:
                del self.stack[position:]
                return


def main(dom_path, links_path):
    with open(dom_path, encoding="utf-8") as file:
        page = RoutePage()
        page.feed(file.read())
    with open(links_path, encoding="utf-8") as file:
        rows = [line.rstrip("\n").split("\t") for line in file if line.strip()]

    problems = []
    for number, row in enumerate(rows, 1):
        if len(row) != 3:
            problems.append(f"{links_path}:{number}: expected '<route index>\\t<pattern>\\t<link>', got {row!r}")
    rows = [row for row in rows if len(row) == 3]
    route_indices = sorted({row[0] for row in rows}, key=int)

    expected_indices = [str(index) for index in range(len(route_indices))]
    if route_indices != expected_indices:
        missing = sorted(set(expected_indices) - set(route_indices), key=int)
        problems.append(f"routes without an example link in --links: {missing or route_indices}")
    if len(page.route_elements) != len(route_indices):
        problems.append(
            f"the page has {len(page.route_elements)} route elements (data-route-index), "
            f"the route table {len(route_indices)} routes")
    duplicates = sorted({index for index in page.route_elements if page.route_elements.count(index) > 1}, key=int)
    if duplicates:
        problems.append(f"route elements appear more than once: {duplicates}")

    for index, pattern, link in rows:
        if index not in page.routes:
            problems.append(f"route {index} ({pattern}): no element with data-route-index=\"{index}\"")
            continue
        hrefs = page.routes[index]
        if (pattern, link) in hrefs:
            continue
        if any(href == link for _, href in hrefs):
            problems.append(f"route {index}: {link} is linked, but not in an example with data-pattern=\"{pattern}\"")
        else:
            found = ", ".join(href for _, href in hrefs) or "no link"
            problems.append(f"route {index} ({pattern}): no <a href=\"{link}\"> in its element; it has {found}")

    if problems:
        print(f"FAIL: the rendered page of test links ({dom_path}) does not match the route table:", file=sys.stderr)
        for problem in problems:
            print(f"  {problem}", file=sys.stderr)
        return 1
    print(f"OK: {len(page.route_elements)} routes, {len(rows)} example links, each an <a href> in its route's element.")
    return 0


if __name__ == "__main__":
    if len(sys.argv) != 3:
        print(__doc__, file=sys.stderr)
        sys.exit(2)
    sys.exit(main(sys.argv[1], sys.argv[2]))
