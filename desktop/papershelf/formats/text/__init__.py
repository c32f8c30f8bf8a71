"""Text inside values: bytes to text (encodings), LaTeX <-> Unicode, inline markup, unpaired
surrogates repaired."""
