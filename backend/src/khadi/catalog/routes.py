"""Public catalogue API."""

from __future__ import annotations

from fastapi import APIRouter, Request, Response

from khadi.catalog import service
from khadi.catalog.schemas import CategoryOut, ProductList, ProductOut, SizeChartOut
from khadi.db import DbSession
from khadi.errors import NotFound

router = APIRouter(prefix="/api/v1", tags=["catalog"])

_CACHE_HEADERS = {"Cache-Control": "no-cache", "Vary": "Accept-Encoding"}


@router.get(
    "/products",
    response_model=ProductList,
    responses={304: {"description": "Not modified since the ETag sent"}},
    summary="The whole catalogue, pre-serialised; send If-None-Match for a 304",
)
def list_products(request: Request, session: DbSession) -> Response:
    snapshot = request.app.state.snapshots.get(session, request.app.state.media)
    headers = {**_CACHE_HEADERS, "ETag": snapshot.etag}
    if request.headers.get("if-none-match") == snapshot.etag:
        return Response(status_code=304, headers=headers)
    if "gzip" in request.headers.get("accept-encoding", ""):
        headers["Content-Encoding"] = "gzip"
        return Response(snapshot.gzipped, media_type="application/json", headers=headers)
    return Response(snapshot.body, media_type="application/json", headers=headers)


@router.get(
    "/products/{product_id}",
    response_model=ProductOut,
    responses={404: {"description": "Product not found"}},
)
def get_product(product_id: str, request: Request, session: DbSession) -> Response:
    snapshot = request.app.state.snapshots.get(session, request.app.state.media)
    body = snapshot.products.get(product_id)
    if body is None:
        raise NotFound(service.PRODUCT_NOT_FOUND)
    return Response(body, media_type="application/json")


@router.get("/categories", response_model=list[CategoryOut])
def list_categories(session: DbSession) -> list[CategoryOut]:
    return service.list_categories(session)


@router.get("/size-charts", response_model=list[SizeChartOut])
def list_size_charts() -> list[SizeChartOut]:
    return service.list_size_charts()
