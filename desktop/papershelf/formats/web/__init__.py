"""The metadata services' answers (Crossref, arXiv, Semantic Scholar, OpenAlex, JATS) as records."""
