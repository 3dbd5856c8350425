"""schemathesis over the app's own OpenAPI document: every operation, as a guest, as a signed-in
shopper and (for /api/v1/admin) as an admin, with data that fits the schema and data that does
not. No answer may be a 5xx, and every answer must be what the document promises: a documented
status code, the documented content type and headers, a body matching the response schema.

Each operation is fuzzed once, as the caller it is for: the public ones as a guest, those that
need a session as a shopper, /api/v1/admin as an admin (the route table decides, so a new route
is fuzzed without editing this file). A guest's or a shopper's refusal elsewhere is always the
same 401/403, checked route by route in tests/test_route_access.py.

The requests go in-process, like a same-origin browser's (Origin and Sec-Fetch-Site, so the
cross-site guard lets them in), with the role's session cookie. Examples are few and derandomised,
so a run is quick and the same every time; on a failure schemathesis prints a curl command that
reproduces it. Half of the valid cases that name a product or an order are pointed at a real one
(seeded below), so the paths past "not found" are fuzzed too.

The event stream (/api/v1/events) is left out: it never ends. tests/test_events.py covers it.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable, Iterator
from dataclasses import dataclass, field
from typing import Any

import pytest
import schemathesis
from fastapi import FastAPI
from fastapi.dependencies.models import Dependant
from fastapi.routing import APIRoute, iter_route_contexts
from fastapi.testclient import TestClient
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from hypothesis.errors import Unsatisfiable
from schemathesis import GenerationMode
from schemathesis.checks import not_a_server_error
from schemathesis.python import asgi
from schemathesis.specs.openapi.checks import (
    content_type_conformance,
    negative_data_rejection,
    response_headers_conformance,
    response_schema_conformance,
    status_code_conformance,
)
from sqlalchemy.orm import Session

from khadi.accounts.deps import admin_user, current_user
from khadi.accounts.models import User
from khadi.accounts.sessions import COOKIE_NAME
from tests.factories import make_fabric, make_order, make_product
from tests.hostile.support import SAME_ORIGIN

# A third of a backend run: once per `make test`, on PostgreSQL (tests/pairing.py).
pytestmark = pytest.mark.postgres_once

STREAMS = r"^/api/v1/events"
CHECKS = [
    not_a_server_error,
    status_code_conformance,
    content_type_conformance,
    response_headers_conformance,
    response_schema_conformance,
]
# Invalid data must get a 4xx, not be taken as if it were fine.
NEGATIVE_CHECKS = [*CHECKS, negative_data_rejection]
POSITIVE_EXAMPLES = 20
NEGATIVE_EXAMPLES = 10
FUZZ = settings(
    derandomize=True,
    database=None,
    deadline=None,
    suppress_health_check=list(HealthCheck),
    print_blob=False,
)
LoginAs = Callable[[TestClient, User], str]

# Refusals of invalid data: the usual 4xx, and the tus routes' 412 (another protocol version)
# and 413/415 (a body over the announced length, of the wrong type).
REFUSALS = ["400", "401", "403", "404", "409", "412", "413", "415", "422", "429"]
CONFIG = schemathesis.Config.from_dict(
    {"checks": {"negative_data_rejection": {"expected-statuses": REFUSALS}}}
)
# tus PATCH bodies are raw bytes, like application/octet-stream.
schemathesis.serializer.alias("application/offset+octet-stream", "application/octet-stream")


class _NoLifespan:
    """The app as schemathesis calls it: requests only. The app's lifespan (event bus, payment
    provider) is the `client` fixture's, started and stopped with each test; schemathesis would
    otherwise start its own and keep it until the process ends."""

    def __init__(self, app: FastAPI) -> None:
        self.app = app

    async def __call__(self, scope: Any, receive: Any, send: Any) -> None:
        if scope["type"] != "lifespan":
            await self.app(scope, receive, send)


@dataclass
class World:
    """Real ids to aim some generated cases at, and what the app answered."""

    path_ids: dict[str, str] = field(default_factory=dict)
    body_ids: dict[str, str] = field(default_factory=dict)
    answers: Counter[tuple[str, int]] = field(default_factory=Counter)


def _needs(dependant: Dependant) -> set[object]:
    found: set[object] = set()
    for sub in dependant.dependencies:
        found |= {sub.call, *_needs(sub)}
    return found


def _callers(app: FastAPI) -> dict[str, str]:
    """'METHOD /path' -> the caller that operation is for: guest, shopper or admin."""
    callers: dict[str, str] = {}
    for context in iter_route_contexts(app.routes):
        if not isinstance(context.original_route, APIRoute):
            continue
        needs = _needs(context.dependant)
        caller = "admin" if admin_user in needs else "shopper" if current_user in needs else "guest"
        for method in context.methods or ():
            callers[f"{method} {context.path}"] = caller
    return callers


@pytest.fixture
def api_schema(app: FastAPI, client: TestClient) -> Iterator[Callable[[str], Any]]:
    """api_schema(caller) -> the app's schema, narrowed to the operations for that caller."""
    schema = schemathesis.openapi.from_asgi("/api/openapi.json", _NoLifespan(app), config=CONFIG)
    callers = _callers(app)

    def for_caller(caller: str) -> Any:
        names = [name for name, who in callers.items() if who == caller]
        return schema.include(name=names).exclude(path_regex=STREAMS)

    yield for_caller
    asgi.shutdown_lifespans()  # forgets the wrapper (there is no lifespan to stop)


@pytest.fixture
def world(db_session: Session) -> World:
    shirt = make_product(db_session)
    make_fabric(db_session)
    return World(
        path_ids={"product_id": shirt.id},
        body_ids={"productId": shirt.id, "key": "product-images/shirt.webp"},
    )


def _aim(case: Any, world: World) -> None:
    """Point the case at real things: path ids and body fields that name one."""
    for name, value in world.path_ids.items():
        if case.path_parameters and name in case.path_parameters:
            case.path_parameters[name] = value
    if isinstance(case.body, dict):
        for name, value in world.body_ids.items():
            if name in case.body:
                case.body[name] = value


def _fuzz_operation(
    operation: Any, mode: GenerationMode, cookies: dict[str, str], world: World
) -> None:
    # A form field carries text only: an "integer" category is the text "3", not invalid data.
    on_the_wire = "multipart/form-data" not in operation.get_request_payload_content_types()
    checks = NEGATIVE_CHECKS if mode == GenerationMode.NEGATIVE and on_the_wire else CHECKS
    examples = POSITIVE_EXAMPLES if mode == GenerationMode.POSITIVE else NEGATIVE_EXAMPLES

    @settings(FUZZ, max_examples=examples)
    @given(case=operation.as_strategy(generation_mode=mode), aim=st.booleans())
    def run(case: Any, aim: bool) -> None:
        if aim and mode == GenerationMode.POSITIVE:  # aiming could undo a negative case
            _aim(case, world)
        response = case.call_and_validate(headers=SAME_ORIGIN, cookies=cookies, checks=checks)
        world.answers[(case.operation.label, response.status_code)] += 1

    try:
        run()
    except Unsatisfiable:
        # nothing in this operation can be made invalid (no parameters, no body)
        assert mode == GenerationMode.NEGATIVE


def fuzz(schema: Any, cookies: dict[str, str], world: World, subtests: Any) -> None:
    operations = [result.ok() for result in schema.get_all_operations()]
    assert operations, "the filter left no operation to test"
    for operation in operations:
        for mode in (GenerationMode.POSITIVE, GenerationMode.NEGATIVE):
            with subtests.test(operation=operation.label, mode=mode.value):
                _fuzz_operation(operation, mode, cookies, world)


def _answered(world: World, label: str, status: int) -> bool:
    return world.answers[(label, status)] > 0


def test_as_a_guest(api_schema: Any, world: World, subtests: Any) -> None:
    fuzz(api_schema("guest"), {}, world, subtests)
    assert _answered(world, "GET /api/v1/products", 200)
    assert _answered(world, "GET /api/v1/products/{product_id}", 200)


def test_as_a_shopper(
    api_schema: Any,
    world: World,
    subtests: Any,
    client: TestClient,
    db_session: Session,
    make_user: Callable[..., User],
    login_as: LoginAs,
) -> None:
    shopper = make_user()
    order = make_order(db_session, shopper.id)
    world.path_ids["order_id"] = order.id
    world.body_ids.update(orderId=order.id, providerOrderId=order.provider_order_id)
    cookies = {COOKIE_NAME: login_as(client, shopper)}

    fuzz(api_schema("shopper"), cookies, world, subtests)

    # the session held: the shopper's own things answered
    assert _answered(world, "GET /api/v1/cart", 200)
    assert _answered(world, "GET /api/v1/orders/{order_id}", 200)


def test_as_an_admin(
    api_schema: Any,
    world: World,
    subtests: Any,
    client: TestClient,
    make_user: Callable[..., User],
    login_as: LoginAs,
) -> None:
    cookies = {COOKIE_NAME: login_as(client, make_user(role="admin"))}

    fuzz(api_schema("admin"), cookies, world, subtests)

    assert _answered(world, "GET /api/v1/admin/stats", 200)
    assert _answered(world, "GET /api/v1/admin/products/{product_id}", 200)


def test_the_document_promises_the_envelope_on_every_error(app: FastAPI) -> None:
    """What the fuzzing checks responses against: every error response is the one envelope,
    and every API operation lists the refusals any of them may give (khadi.errors)."""
    document = app.openapi()
    assert "HTTPValidationError" not in str(document)  # FastAPI's shape, never sent
    envelope = {"application/json": {"schema": {"$ref": "#/components/schemas/ErrorOut"}}}
    for path, item in document["paths"].items():
        for method, operation in item.items():
            responses = operation["responses"]
            errors = {status: r for status, r in responses.items() if int(status) >= 400}
            # A page (the unsubscribe link's) answers its refusals as the HTML page it is; every
            # other error is the JSON envelope.
            page = "text/html" in responses.get("200", {}).get("content", {})
            allowed = (
                [envelope, {"text/html": {"schema": {"type": "string"}}}] if page else [envelope]
            )
            assert all(r["content"] in allowed for r in errors.values()), (method, path, errors)
            if path.startswith("/api/"):
                assert "422" in errors, (method, path)
            if path.startswith("/api/") and method in {"post", "put", "patch", "delete"}:
                assert {"403", "413"} <= set(errors), (method, path)
