"""CSL: CSL-JSON in and out, formatted references through citeproc-py and its fixes."""
