#!/usr/bin/env python3
"""Parses each file named on the command line as an OTLP/HTTP JSON ExportLogsServiceRequest with
the OpenTelemetry protocol's own definitions (opentelemetry-proto): protobuf's json_format.Parse
rejects unknown fields, wrong types and malformed values. Prints one line per body; exits 1 if any
body does not parse."""
import sys

from google.protobuf import json_format
from opentelemetry.proto.collector.logs.v1.logs_service_pb2 import ExportLogsServiceRequest

failed = 0
for path in sys.argv[1:]:
    with open(path, "rb") as body:
        text = body.read().decode("utf-8")
    try:
        request = json_format.Parse(text, ExportLogsServiceRequest())
        records = [r for rl in request.resource_logs for sl in rl.scope_logs for r in sl.log_records]
        if not records or any(not r.event_name or r.time_unix_nano == 0 for r in records):
            raise ValueError("a log record without event_name or time_unix_nano")
        print(f"{path}: ok, {len(records)} log records: " + ", ".join(sorted({r.event_name for r in records})))
    except Exception as error:  # noqa: BLE001 - any parse error fails the body
        failed += 1
        print(f"{path}: INVALID: {error}")
sys.exit(1 if failed else 0)
