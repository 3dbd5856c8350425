"""Public catalogue API."""

from __future__ import annotations

from fastapi import APIRouter, Request, Response
from starlette.concurrency import run_in_threadpool

from khadi.catalog import service
from khadi.catalog.fastpath import list_response, one_response
from khadi.catalog.schemas import CategoryOut, ProductList, ProductOut, SizeChartOut
from khadi.catalog.service import Snapshot
from khadi.db import DbSession
from khadi.errors import NotFound

router = APIRouter(prefix="/api/v1", tags=["catalog"])


async def current_snapshot(request: Request) -> Snapshot:
    """The cached snapshot, from the event loop; only when its recheck is due (every half
    second) does a worker thread open a session and ask the database. (While it is fresh,
    `catalog/fastpath.py` answers these reads before they reach the routes.)"""
    state = request.app.state
    snapshot: Snapshot | None = state.snapshots.fresh()
    if snapshot is not None:
        return snapshot

    def load() -> Snapshot:
        with state.db.sessions() as session:
            fresh: Snapshot = state.snapshots.get(session, state.media)
            return fresh

    return await run_in_threadpool(load)


@router.get(
    "/products",
    response_model=ProductList,
    responses={304: {"description": "Not modified since the ETag sent"}},
    summary="The whole catalogue, pre-serialised; send If-None-Match for a 304",
)
async def list_products(request: Request) -> Response:
    snapshot = await current_snapshot(request)
    return _raw(
        *list_response(
            snapshot,
            request.headers.get("if-none-match"),
            request.headers.get("accept-encoding", ""),
        )
    )


@router.get(
    "/products/{product_id}",
    response_model=ProductOut,
    responses={404: {"description": "Product not found"}},
)
async def get_product(product_id: str, request: Request) -> Response:
    snapshot = await current_snapshot(request)
    body = snapshot.products.get(product_id)
    if body is None:
        raise NotFound(service.PRODUCT_NOT_FOUND)
    return _raw(*one_response(body))


def _raw(status: int, headers: list[tuple[bytes, bytes]], body: bytes) -> Response:
    response = Response(body, status_code=status)
    response.raw_headers = headers
    return response


@router.get("/categories", response_model=list[CategoryOut])
def list_categories(session: DbSession) -> list[CategoryOut]:
    return service.list_categories(session)


@router.get("/size-charts", response_model=list[SizeChartOut])
def list_size_charts() -> list[SizeChartOut]:
    return service.list_size_charts()
