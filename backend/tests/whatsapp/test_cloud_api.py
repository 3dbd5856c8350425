"""The Cloud API adapter against a faked Meta that checks Meta's documented request shape: a
template message goes out as documented and Meta's wamid comes back; each documented refusal is
sorted into 'try again later' (rate limits, Meta's faults, no answer) or 'fails now' (an invalid
token, an unknown template)."""

from __future__ import annotations

import httpx
import pytest

from khadi.whatsapp.cloud_api import CloudApi, Template, WhatsAppError
from tests.whatsapp.fake_meta import (
    BAD_TOKEN,
    META_DOWN,
    NO_TEMPLATE,
    RATE_LIMIT,
    THROTTLED,
    FakeMeta,
)

SHIPPED = Template("order_shipped", "kn", ("Asha", "ORD1", "India Post", "EK123456789IN", "-"))


def test_a_template_message_goes_out_in_metas_shape_and_the_wamid_comes_back(
    meta: FakeMeta, api: CloudApi
) -> None:
    message_id = api.send_template("106540352242922", meta.token, "919876543210", SHIPPED)
    assert message_id == "wamid.TEST0001"
    [body] = meta.received
    assert body["phone_number_id"] == "106540352242922"
    assert body["to"] == "919876543210"
    assert body["template"]["name"] == "order_shipped"
    assert body["template"]["language"] == {"code": "kn"}
    assert meta.texts() == ["Asha", "ORD1", "India Post", "EK123456789IN", "-"]


def test_text_meta_would_refuse_is_folded_and_nothing_is_a_dash(
    meta: FakeMeta, api: CloudApi
) -> None:
    awkward = Template("order_confirmation", "hi", ("Asha\nRao", "ORD1", "  ", "a\tb      c"))
    api.send_template("106540352242922", meta.token, "919876543210", awkward)
    assert meta.texts() == ["Asha Rao", "ORD1", "-", "a b c"]


@pytest.mark.parametrize(
    ("answer", "retryable", "code"),
    [
        (RATE_LIMIT, True, 131056),
        (THROTTLED, True, 130429),
        (META_DOWN, True, 131016),
        (BAD_TOKEN, False, 190),
        (NO_TEMPLATE, False, 132001),
    ],
    ids=["pair-rate-limit", "throughput-429", "meta-unavailable", "invalid-token", "no-template"],
)
def test_metas_refusals_are_sorted_into_try_again_or_fail(
    meta: FakeMeta,
    api: CloudApi,
    answer: tuple[int, dict[str, object]],
    retryable: bool,
    code: int,
) -> None:
    meta.answers.append(answer)
    with pytest.raises(WhatsAppError) as refused:
        api.send_template("106540352242922", meta.token, "919876543210", SHIPPED)
    assert (refused.value.retryable, refused.value.code) == (retryable, code)
    assert f"code {code}" in str(refused.value)
    assert meta.received == []


def test_no_answer_is_tried_again_later() -> None:
    def unreachable(request: httpx.Request) -> httpx.Response:
        raise httpx.ConnectError("connection refused", request=request)

    api = CloudApi(transport=httpx.MockTransport(unreachable))
    with pytest.raises(WhatsAppError) as refused:
        api.send_template("1065403522", "token", "919876543210", SHIPPED)
    assert refused.value.retryable


def test_a_200_without_a_message_id_is_not_sent_again() -> None:
    api = CloudApi(transport=httpx.MockTransport(lambda _: httpx.Response(200, json={})))
    with pytest.raises(WhatsAppError) as refused:
        api.send_template("1065403522", "token", "919876543210", SHIPPED)
    assert not refused.value.retryable  # Meta may have taken it: never twice
