"""What every command shares: the error a person can fix."""


class UserError(Exception):
    """A mistake the person can fix; printed as one line, exit code 1."""
