"""The library as others and the disk change it: watchers, live updates, the writer's lock,
read-only windows, damage checks and daily backups."""
