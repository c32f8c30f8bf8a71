"""Plain-text abstract lists: the reader, and titles and venues inferred from them."""
