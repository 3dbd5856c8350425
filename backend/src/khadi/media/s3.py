"""Media in any S3-compatible bucket (AWS, MinIO, R2, …) through boto3 (DESIGN.md §1, §2).

Objects are written with their content type and a year-long immutable Cache-Control: keys are
never reused (each upload gets a fresh timestamped name), so browsers and CDNs may keep them.
The bucket (or a CDN in front of it) serves them publicly under `public_base_url`.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import boto3
from botocore.config import Config
from botocore.exceptions import BotoCoreError, ClientError

from khadi.media.storage import (
    CACHE_CONTROL,
    key_from_link,
    log,
    safe_key,
    unavailable,
    unavailable_on,
)

BUCKET_UNREACHABLE = "media bucket unreachable"

if TYPE_CHECKING:
    from mypy_boto3_s3 import S3Client

    from khadi.config import Settings

_NOT_FOUND = {"404", "NoSuchKey", "NotFound"}


def default_public_base_url(bucket: str, endpoint_url: str | None, region: str) -> str:
    """Where a public bucket's objects are reachable when no CDN address is configured."""
    if endpoint_url:
        return f"{endpoint_url.rstrip('/')}/{bucket}"
    return f"https://{bucket}.s3.{region}.amazonaws.com"


class S3MediaStore:
    """The MediaStore protocol over one bucket. Keys are checked with `safe_key` like the local
    store's, so both refuse the same paths."""

    def __init__(self, client: S3Client, bucket: str, public_base_url: str) -> None:
        self.client = client
        self.bucket = bucket
        self.base_url = public_base_url.rstrip("/")

    @classmethod
    def from_settings(cls, settings: Settings) -> S3MediaStore:
        endpoint = settings.s3_endpoint_url or None
        client = boto3.client(
            "s3",
            endpoint_url=endpoint,
            region_name=settings.s3_region,
            aws_access_key_id=settings.s3_access_key or None,
            aws_secret_access_key=settings.s3_secret_key or None,
            config=Config(
                # Self-hosted S3 servers (MinIO and the like) want bucket names in the path.
                s3={"addressing_style": "path" if endpoint else "auto"},
                retries={"max_attempts": 3, "mode": "standard"},
                connect_timeout=5,
                read_timeout=30,
            ),
        )
        base = settings.s3_public_base_url or default_public_base_url(
            settings.s3_bucket, endpoint, settings.s3_region
        )
        return cls(client, settings.s3_bucket, base)

    def put(self, key: str, data: bytes, content_type: str) -> None:
        key = safe_key(key)
        with unavailable_on(ClientError, BotoCoreError):
            self.client.put_object(
                Bucket=self.bucket,
                Key=key,
                Body=data,
                ContentType=content_type,
                CacheControl=CACHE_CONTROL,
            )

    def delete(self, key: str) -> bool:
        """True when the object was there. S3's DeleteObject succeeds either way, so ask first."""
        key = safe_key(key)
        if not self.exists(key):
            return False
        with unavailable_on(ClientError, BotoCoreError):
            self.client.delete_object(Bucket=self.bucket, Key=key)
        return True

    def exists(self, key: str) -> bool:
        try:
            self.client.head_object(Bucket=self.bucket, Key=safe_key(key))
        except ClientError as error:
            if _error_code(error) in _NOT_FOUND:
                return False
            raise unavailable(error) from error
        except BotoCoreError as error:
            raise unavailable(error) from error
        return True

    def url(self, key: str) -> str:
        return f"{self.base_url}/{safe_key(key)}"

    def key_from_link(self, link: str) -> str:
        return key_from_link(link, self.base_url)

    def problem(self) -> str | None:
        """HeadBucket: the bucket exists and these credentials reach it."""
        try:
            self.client.head_bucket(Bucket=self.bucket)
        except (ClientError, BotoCoreError) as error:
            log.warning("readiness: media bucket unreachable (%s)", error)
            return BUCKET_UNREACHABLE
        return None


def _error_code(error: ClientError) -> str:
    details: Any = error.response.get("Error", {})
    return str(details.get("Code", ""))
