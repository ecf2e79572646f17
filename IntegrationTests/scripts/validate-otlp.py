#!/usr/bin/env python3
"""Parses each file named on the command line as an OTLP/HTTP ExportLogsServiceRequest with the
OpenTelemetry protocol's own definitions (opentelemetry-proto): a `.pb` file as binary protobuf
(ParseFromString, which must consume it whole), any other as JSON
(protobuf's json_format.Parse rejects unknown fields, wrong types and malformed values). Prints
one line per body; exits 1 if any body does not parse."""
import sys

from google.protobuf import json_format
from opentelemetry.proto.collector.logs.v1.logs_service_pb2 import ExportLogsServiceRequest

failed = 0
for path in sys.argv[1:]:
    with open(path, "rb") as body:
        data = body.read()
    try:
        if path.endswith(".pb"):
            request = ExportLogsServiceRequest()
            if request.ParseFromString(data) != len(data):
                raise ValueError("bytes left after the message")
            if len(request.SerializeToString()) != len(data):
                raise ValueError("does not serialize back to as many bytes")
        else:
            request = json_format.Parse(data.decode("utf-8"), ExportLogsServiceRequest())
        records = [r for rl in request.resource_logs for sl in rl.scope_logs for r in sl.log_records]
        if not records or any(not r.event_name or r.time_unix_nano == 0 for r in records):
            raise ValueError("a log record without event_name or time_unix_nano")
        print(f"{path}: ok, {len(records)} log records: " + ", ".join(sorted({r.event_name for r in records})))
    except Exception as error:  # noqa: BLE001 - any parse error fails the body
        failed += 1
        print(f"{path}: INVALID: {error}")
sys.exit(1 if failed else 0)
