"""The window's frame around its panes: menus, status line, layout memory, narrow screens, focus
moves, the first paint."""
