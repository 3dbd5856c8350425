"""Promoting and demoting users (issue 13): never yourself, never the last admin.

Exact under concurrency. Two admins demoting each other at the same moment must leave one admin:
- on PostgreSQL the admins' rows are locked first (`SELECT … FOR UPDATE`, in id order so two
  callers never deadlock); the second caller waits, then sees the first one's change;
- on SQLite the change is one `UPDATE` whose WHERE re-checks, under the database's single write
  lock, that the caller is still an admin and that another admin remains.
Roles are read from the database on every request (accounts.deps), so a change holds from the
next request on.
"""

from __future__ import annotations

from sqlalchemy import exists, func, select, update
from sqlalchemy.orm import Session, aliased

from khadi.accounts.errors import (
    ADMINS_ONLY,
    LAST_ADMIN,
    NOT_YOUR_OWN_ROLE,
    USER_NOT_FOUND,
    AdminsOnly,
    LastAdmin,
    OwnRole,
)
from khadi.accounts.models import ROLE_ADMIN, ROLE_USER, User
from khadi.errors import NotFound

ROLES = (ROLE_USER, ROLE_ADMIN)


def set_role(session: Session, actor_id: str, user_id: str, role: str) -> User:
    """Give `user_id` the `role` ('admin' or 'user') on behalf of the admin `actor_id`; commit.
    Setting the role a user already has changes nothing."""
    if role not in ROLES:
        raise ValueError(role)
    if user_id == actor_id:
        raise OwnRole(NOT_YOUR_OWN_ROLE)
    if session.get_bind().dialect.name == "postgresql":
        session.execute(
            select(User.id).where(User.role == ROLE_ADMIN).order_by(User.id).with_for_update()
        )
    actor, other = aliased(User), aliased(User)
    conditions = [
        User.id == user_id,
        User.role != role,
        exists().where(actor.id == actor_id, actor.role == ROLE_ADMIN),
    ]
    if role == ROLE_USER:
        conditions.append(
            select(func.count())
            .select_from(other)
            .where(other.role == ROLE_ADMIN)
            .scalar_subquery()
            > 1
        )
    changed = session.execute(update(User).where(*conditions).values(role=role)).rowcount  # type: ignore[attr-defined]
    if changed == 1:
        session.commit()
    else:
        session.rollback()
        _explain(session, actor_id, user_id, role)
    user = session.get(User, user_id, populate_existing=True)
    if user is None:  # removed since
        raise NotFound(USER_NOT_FOUND)
    return user


def _explain(session: Session, actor_id: str, user_id: str, role: str) -> None:
    """Why the UPDATE changed nothing; returns when the user already has the role."""
    current = session.scalar(select(User.role).where(User.id == user_id))
    if current is None:
        raise NotFound(USER_NOT_FOUND)
    if current == role:
        return
    admins = session.scalar(select(func.count()).select_from(User).where(User.role == ROLE_ADMIN))
    if role == ROLE_USER and (admins or 0) <= 1:
        raise LastAdmin(LAST_ADMIN)
    if session.scalar(select(User.role).where(User.id == actor_id)) != ROLE_ADMIN:
        raise AdminsOnly(ADMINS_ONLY)
    raise RuntimeError("role change refused for no known reason")  # the conditions all held
