"""Both media stores keep the same contract (MediaStore) and refuse the same paths."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import boto3
import pytest
from moto import mock_aws

from khadi.config import Settings
from khadi.errors import InvalidInput
from khadi.media.s3 import CACHE_CONTROL, S3MediaStore, default_public_base_url
from khadi.media.storage import LocalMediaStore, MediaStore, media_store_from_settings, safe_key

BUCKET = "khadi-store-test"
PUBLIC = "https://cdn.khadi.test/media"


@pytest.fixture(params=["local", "s3"])
def store(request: pytest.FixtureRequest, tmp_path: Path) -> Iterator[MediaStore]:
    if request.param == "local":
        yield LocalMediaStore(tmp_path / "media", "/media")
        return
    with mock_aws():
        client = boto3.client("s3", region_name="us-east-1")
        client.create_bucket(Bucket=BUCKET)
        yield S3MediaStore(client, BUCKET, PUBLIC + "/")


def test_put_exists_url_delete(store: MediaStore) -> None:
    key = "product-images/1741170600000_kurta.webp"
    assert not store.exists(key)
    store.put(key, b"RIFF....WEBP", "image/webp")
    assert store.exists(key)
    base = "/media" if isinstance(store, LocalMediaStore) else PUBLIC
    assert store.url(key) == f"{base}/{key}"
    assert store.key_from_link(store.url(key)) == key
    assert store.delete(key) is True
    assert not store.exists(key)
    assert store.delete(key) is False  # deleting twice is fine


@pytest.mark.parametrize(
    "key",
    [
        "../outside.webp",
        "product-images/../../etc/passwd",
        "/etc/passwd",
        "product-images\\..\\x.webp",
        "product-images/.hidden",
        "product-images/a b.webp",
        "",
        "a/\x00.webp",
    ],
)
def test_keys_outside_the_store_are_refused(store: MediaStore, key: str) -> None:
    for action in (store.exists, store.delete, store.url):
        with pytest.raises(InvalidInput, match="Invalid media path"):
            action(key)
    with pytest.raises(InvalidInput, match="Invalid media path"):
        store.put(key, b"x", "image/webp")


@pytest.mark.parametrize(
    "link",
    [
        "https://evil.example/media/product-images/x.webp",
        "/static/product-images/x.webp",
        "/media/../secrets.txt",
        "/media/product-images/%2e%2e/x.webp",
        "file:///etc/passwd",
        "/etc/passwd",
    ],
)
def test_links_from_elsewhere_are_refused(store: MediaStore, link: str) -> None:
    with pytest.raises(InvalidInput, match="Invalid media path"):
        store.key_from_link(link)


def test_bare_keys_are_accepted_as_links(store: MediaStore) -> None:
    assert store.key_from_link("fabrics/silk/1_a.webp") == "fabrics/silk/1_a.webp"


def test_local_store_never_writes_outside_its_folder(tmp_path: Path) -> None:
    store = LocalMediaStore(tmp_path / "media")
    for key in ("../escape.webp", "a/../../escape.webp"):
        with pytest.raises(InvalidInput):
            store.put(key, b"x", "image/webp")
    assert sorted(p.name for p in tmp_path.rglob("*")) == []


def test_s3_objects_get_content_type_and_long_cache() -> None:
    with mock_aws():
        client = boto3.client("s3", region_name="us-east-1")
        client.create_bucket(Bucket=BUCKET)
        store = S3MediaStore(client, BUCKET, PUBLIC)
        store.put("product-images/a.webp", b"data", "image/webp")
        head = client.head_object(Bucket=BUCKET, Key="product-images/a.webp")
        assert head["ContentType"] == "image/webp"
        assert head["CacheControl"] == CACHE_CONTROL


def test_settings_choose_the_backend(settings: Settings) -> None:
    assert isinstance(media_store_from_settings(settings), LocalMediaStore)
    s3 = settings.model_copy(
        update={"media_backend": "s3", "s3_bucket": "shop", "s3_region": "ap-south-1"}
    )
    with mock_aws():
        store = media_store_from_settings(s3)
    assert isinstance(store, S3MediaStore)
    assert store.url("a/b.webp") == "https://shop.s3.ap-south-1.amazonaws.com/a/b.webp"
    assert default_public_base_url("shop", "http://127.0.0.1:9000/", "x") == (
        "http://127.0.0.1:9000/shop"
    )


def test_s3_backend_needs_a_bucket() -> None:
    with pytest.raises(ValueError, match="KHADI_S3_BUCKET"):
        Settings(media_backend="s3")


def test_safe_key_normalises_nothing_it_should_refuse() -> None:
    assert safe_key("fabrics/silk/1_a.webp") == "fabrics/silk/1_a.webp"
