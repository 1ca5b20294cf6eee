"""`labkit.sim.app.BodyRoom`: large bodies wait, unread, until there is room for them."""

from __future__ import annotations

import asyncio

from labkit.sim.app import BodyRoom


def test_a_reservation_waits_until_there_is_room_and_small_ones_never_wait():
    room = BodyRoom(10)
    order: list[str] = []

    async def hold(name: str, size: int, until: asyncio.Event | None = None) -> None:
        async with room.reserve(size):
            order.append(f"{name} in")
            if until is not None:
                await until.wait()
        order.append(f"{name} out")

    async def main() -> None:
        release = asyncio.Event()
        first = asyncio.ensure_future(hold("first", 6, release))
        await asyncio.sleep(0)
        second = asyncio.ensure_future(hold("second", 6))
        await hold("small", 0)  # nothing to reserve: never waits
        await asyncio.sleep(0.01)
        assert order == ["first in", "small in", "small out"] and room.free == 4
        release.set()
        await asyncio.gather(first, second)
        huge = asyncio.ensure_future(hold("huge", 50))  # larger than the room: takes all of it
        await huge

    asyncio.run(main())
    assert order[3:] == ["first out", "second in", "second out", "huge in", "huge out"] and room.free == 10
