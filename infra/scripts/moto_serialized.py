"""moto's server with its DynamoDB requests applied one at a time.

Usage: python3 infra/scripts/moto_serialized.py HOST PORT

DynamoDB applies each request atomically: a conditional write's check and its write are one
step, so two writers at the same version never both succeed. moto's threaded server checks and
writes without a lock, and under load two conditional writes can both pass, losing one. The
other services (SQS long polls among them) stay concurrent. `make test` and the Rust test kit
(shared/testkit/src/moto.rs) both start moto through this file.

`GET /moto-api/data.json` (what tests read moto's SES outbox with) takes the same lock: it checks
each model attribute with `json.dumps`, then dumps them all, and a DynamoDB write between the two
can put a key the encoder refuses (`DynamoType`) into an attribute already checked, failing the
whole answer with a 500.
"""
import os
import sys
import threading

from moto.server import DomainDispatcherApplication, create_backend_app
from werkzeug.serving import run_simple

host, port = sys.argv[1], int(sys.argv[2])
os.environ.setdefault("MOTO_PORT", str(port))
app = DomainDispatcherApplication(create_backend_app)
lock = threading.Lock()


def serialized(environ, start_response):
    if environ.get("HTTP_X_AMZ_TARGET", "").startswith("DynamoDB_") or environ.get(
        "PATH_INFO"
    ) == "/moto-api/data.json":
        with lock:
            return list(app(environ, start_response))
    return app(environ, start_response)


run_simple(host, port, serialized, threaded=True)
