"""Reading plans (issue 36): goals, reading-time estimates, the reader's pace, the forecast.

goals      a list's (or Unread's) deadline or pace, kept in the library's settings
estimates  a paper's reading time from its PDF's words or pages, else a typical paper's
pace       papers and minutes a week, learned from the last weeks' read dates
forecast   build_plan: the finish date, ahead or behind, the weekly queue
report     the plan in words and as JSON (the CLI)
"""
