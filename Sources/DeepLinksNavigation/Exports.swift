// The navigator is used with the routes it opens: importing DeepLinksNavigation brings the routing core.
@_exported import DeepLinks
