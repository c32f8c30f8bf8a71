"""Reading plans and statistics: their windows and charts."""
