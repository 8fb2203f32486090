import pytest

from globetrotter import EngineClient


@pytest.fixture(scope="module")
def engine():
    client = EngineClient()
    yield client
    client.close()
