"""The walk over the route table that finds every text field the API reads (JSON bodies and query
parameters), for test_text_fields.py."""

from __future__ import annotations

import typing
from collections.abc import Iterator
from typing import Any

from fastapi import FastAPI
from fastapi.dependencies.models import Dependant
from fastapi.routing import APIRoute, iter_route_contexts
from pydantic import BaseModel


def _dependants(dependant: Dependant) -> Iterator[Dependant]:
    yield dependant
    for sub in dependant.dependencies:
        yield from _dependants(sub)


def _types(annotation: Any) -> Iterator[Any]:
    """The classes an annotation allows (through Optional, unions, lists, Annotated)."""
    args = typing.get_args(annotation)
    if not args:
        yield annotation
    for arg in args:
        yield from _types(arg)


def _text_fields(model: type[BaseModel], prefix: str = "") -> list[str]:
    found: list[str] = []
    for name, info in model.model_fields.items():
        key = prefix + (info.alias or name)
        many = typing.get_origin(info.annotation) is list
        for kind in _types(info.annotation):
            if kind is str:
                found.append(key + ("[]" if many else ""))
            elif isinstance(kind, type) and issubclass(kind, BaseModel):
                found += _text_fields(kind, key + ("[]." if many else "."))
    return sorted(set(found))


def text_fields(app: FastAPI) -> set[str]:
    """'METHOD /path body|query field' for every text an API route reads from JSON or query."""
    found: set[str] = set()
    for context in iter_route_contexts(app.routes):
        path = context.path or ""
        if not isinstance(context.original_route, APIRoute) or not path.startswith("/api/"):
            continue
        fields: list[str] = []
        for dependant in _dependants(context.dependant):
            for query in dependant.query_params:
                if str in set(_types(query.field_info.annotation)):
                    fields.append(f"query {query.alias}")
            for body in dependant.body_params:
                for kind in _types(body.field_info.annotation):
                    if isinstance(kind, type) and issubclass(kind, BaseModel):
                        fields += [f"body {name}" for name in _text_fields(kind)]
        for method in context.methods or ():
            found |= {f"{method} {path} {field}" for field in fields}
    return found
