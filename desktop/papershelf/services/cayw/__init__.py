"""Cite as you write over HTTP, answering Better BibTeX's documented paths so that the
editors' existing Zotero / BBT plugins work with Papershelf (issue 35).

- `answers`: a request (path, query, client address) to a response, with no sockets: the
  CAYW picker path and the pull-export paths.
- `server`: a ThreadingHTTPServer on 127.0.0.1 only, off unless started
  (`papershelf serve-cayw`), each request read through a library connection of its own.

What is answered is listed in the README ("Writing with Papershelf").
"""
