"""Public catalogue API."""

from __future__ import annotations

from fastapi import APIRouter, Request, Response

from khadi.catalog import service
from khadi.catalog.deps import CurrentSnapshot
from khadi.catalog.errors import PRODUCT_NOT_FOUND
from khadi.catalog.fastpath import list_response, one_response
from khadi.catalog.schemas import CategoryOut, ProductList, ProductOut, SizeChartOut
from khadi.db import DbSession
from khadi.errors import NotFound

router = APIRouter(prefix="/api/v1", tags=["catalog"])


@router.get(
    "/products",
    response_model=ProductList,
    responses={304: {"description": "Not modified since the ETag sent"}},
    summary="The whole catalogue, pre-serialised; send If-None-Match for a 304",
)
async def list_products(request: Request, snapshot: CurrentSnapshot) -> Response:
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
async def get_product(product_id: str, snapshot: CurrentSnapshot) -> Response:
    body = snapshot.products.get(product_id)
    if body is None:
        raise NotFound(PRODUCT_NOT_FOUND)
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
