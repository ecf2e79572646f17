#!/usr/bin/env python3
"""The privacy manifests (N5) say what the code does.

For every module an app links (APP_MODULES), this check:
- finds the calls to Apple's required-reason APIs in the module's Swift sources (comments
  skipped), by the symbols Apple's "Describing use of required reason API" lists per category;
- fails when the module calls such an API and its PrivacyInfo.xcprivacy does not declare the
  category with one of Apple's approved reasons for it, or when a module that collects data
  (MUST_HAVE_MANIFEST) ships none;
- parses each manifest as a property list and checks its keys: tracking false, no tracking
  domains, known data types and purposes, approved reasons only;
- checks that Package.swift ships each manifest as a resource of its target
  (`swift package dump-package`), since a file that is not a resource never reaches the app.

InterceptHeadless, InterceptTesting and the demo are not linked by apps on a device and are not
checked (the headless platform reads ProcessInfo.systemUptime for its events' timestamps).

Usage: scripts/check-privacy-manifest.py            check the package
       scripts/check-privacy-manifest.py --self-test plant undeclared uses and broken manifests
                                                     in a copy and show that each is caught
"""
import json
import plistlib
import re
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path

APP_MODULES = ["Intercept", "InterceptUIKit", "InterceptSwiftUI", "InterceptDelivery"]
# Modules that capture or send interaction data: each ships a manifest even with no API to declare.
MUST_HAVE_MANIFEST = ["InterceptUIKit", "InterceptDelivery"]
MANIFEST = "PrivacyInfo.xcprivacy"

# Apple's required-reason API categories: the symbols that put code in each, and the approved
# reason codes (https://developer.apple.com/documentation/bundleresources/describing-use-of-required-reason-api).
CATEGORIES = {
    "NSPrivacyAccessedAPICategoryFileTimestamp": (
        r"\b(creationDate|modificationDate|fileModificationDate|contentModificationDateKey|creationDateKey)\b"
        r"|\bNSFile(Creation|Modification)Date\b"
        r"|\bf?getattrlist(bulk|at)?\s*\("
        r"|\b(f|l)?stat(at)?\s*\(",
        {"DDA9.1", "C617.1", "3B52.1", "0A2A.1"},
    ),
    "NSPrivacyAccessedAPICategorySystemBootTime": (
        r"\bsystemUptime\b|\bmach_absolute_time\s*\(",
        {"35F9.1", "8FFB.1", "3D61.1"},
    ),
    "NSPrivacyAccessedAPICategoryDiskSpace": (
        r"\bvolume(AvailableCapacity(ForImportantUsage|ForOpportunisticUsage)?|TotalCapacity)Key\b"
        r"|\bNSFileSystem(Free)?Size\b|\bsystem(Free)?Size\b|\bf?statv?fs\s*\(",
        {"85F4.1", "E174.1", "7D9E.1", "B728.1"},
    ),
    "NSPrivacyAccessedAPICategoryActiveKeyboards": (
        r"\bactiveInputModes\b",
        {"3EC4.1", "54BD.1"},
    ),
    "NSPrivacyAccessedAPICategoryUserDefaults": (
        r"\b(NS)?UserDefaults\b",
        {"CA92.1", "1C8F.1", "C56D.1", "AC6B.1"},
    ),
}

DATA_TYPES = {"NSPrivacyCollectedDataType" + name for name in (
    "Name EmailAddress PhoneNumber PhysicalAddress OtherUserContactInfo Health Fitness PaymentInfo "
    "CreditInfo OtherFinancialInfo PreciseLocation CoarseLocation SensitiveInfo Contacts "
    "EmailsOrTextMessages PhotosorVideos AudioData GameplayContent CustomerSupport OtherUserContent "
    "BrowsingHistory SearchHistory UserID DeviceID PurchaseHistory ProductInteraction AdvertisingData "
    "OtherUsageData CrashData PerformanceData OtherDiagnosticData EnvironmentScanning Hands Head "
    "OtherDataTypes").split()}
PURPOSES = {"NSPrivacyCollectedDataTypePurpose" + name for name in (
    "ThirdPartyAdvertising DeveloperAdvertising Analytics ProductPersonalization AppFunctionality "
    "Other").split()}


def code_lines(path):
    """The file's lines with comments blanked (line comments and block comments, strings kept)."""
    text = path.read_text(encoding="utf-8")
    text = re.sub(r"/\*.*?\*/", lambda m: "\n" * m.group(0).count("\n"), text, flags=re.S)
    for number, line in enumerate(text.splitlines(), 1):
        yield number, re.sub(r"//.*", "", line)


def uses(module_dir):
    """{category: [(file, line)]} of the required-reason APIs the module's sources call."""
    found = {}
    for source in sorted(module_dir.rglob("*.swift")):
        for number, line in code_lines(source):
            for category, (pattern, _) in CATEGORIES.items():
                if re.search(pattern, line):
                    found.setdefault(category, []).append(f"{source}:{number}")
    return found


def manifest_problems(path):
    """What is wrong with one manifest, and the categories it declares."""
    problems, declared = [], {}
    try:
        with open(path, "rb") as file:
            plist = plistlib.load(file)
    except Exception as error:  # plistlib raises several types for a broken file
        return [f"{path}: not a property list ({error})"], declared
    if not isinstance(plist, dict):
        return [f"{path}: the top level is not a dictionary"], declared
    if plist.get("NSPrivacyTracking") is not False:
        problems.append(f"{path}: NSPrivacyTracking must be false (Intercept does not track)")
    if plist.get("NSPrivacyTrackingDomains", []) != []:
        problems.append(f"{path}: NSPrivacyTrackingDomains must be empty")
    for entry in plist.get("NSPrivacyCollectedDataTypes", []):
        kind = entry.get("NSPrivacyCollectedDataType")
        if kind not in DATA_TYPES:
            problems.append(f"{path}: unknown collected data type {kind!r}")
        if not isinstance(entry.get("NSPrivacyCollectedDataTypeLinked"), bool):
            problems.append(f"{path}: {kind}: NSPrivacyCollectedDataTypeLinked must be a boolean")
        if entry.get("NSPrivacyCollectedDataTypeTracking") is not False:
            problems.append(f"{path}: {kind}: NSPrivacyCollectedDataTypeTracking must be false")
        purposes = entry.get("NSPrivacyCollectedDataTypePurposes", [])
        if not purposes or any(purpose not in PURPOSES for purpose in purposes):
            problems.append(f"{path}: {kind}: purposes {purposes!r} are not Apple's")
    for entry in plist.get("NSPrivacyAccessedAPITypes", []):
        category = entry.get("NSPrivacyAccessedAPIType")
        reasons = entry.get("NSPrivacyAccessedAPITypeReasons", [])
        if category not in CATEGORIES:
            problems.append(f"{path}: unknown required-reason category {category!r}")
            continue
        approved = CATEGORIES[category][1]
        if not reasons or any(reason not in approved for reason in reasons):
            problems.append(f"{path}: {category}: reasons {reasons!r} are not among {sorted(approved)}")
        declared[category] = reasons
    return problems, declared


def resources(package):
    """{target: {resource paths}} from `swift package dump-package`."""
    return {target["name"]: {Path(resource["path"]).name for resource in target.get("resources", [])}
            for target in package["targets"]}


def check(root, package):
    problems = []
    shipped = resources(package)
    for module in APP_MODULES:
        module_dir = root / "Sources" / module
        manifest = module_dir / MANIFEST
        used = uses(module_dir)
        if not manifest.exists():
            if module in MUST_HAVE_MANIFEST:
                problems.append(f"{module}: collects interaction data but ships no {MANIFEST}")
            for category, places in used.items():
                problems.append(f"{module}: calls {category} ({places[0]}) and ships no {MANIFEST}")
            continue
        if MANIFEST not in shipped.get(module, set()):
            problems.append(f"{module}: {MANIFEST} is not a resource of the target in Package.swift")
        found, declared = manifest_problems(manifest)
        problems += found
        for category, places in used.items():
            if category not in declared:
                problems.append(f"{module}: calls {category} at {', '.join(places[:3])} "
                                f"but {manifest} does not declare it")
    return problems


def dump_package(root):
    output = subprocess.run(["swift", "package", "--package-path", str(root), "dump-package"],
                            check=True, capture_output=True, text=True).stdout
    return json.loads(output)


def self_test(root, package):
    """Each planted defect must be caught, and the clean copy must pass."""
    plants = [
        ("an undeclared boot-time call in the adapter", "Sources/InterceptUIKit/PlantedUptime.swift",
         "import Foundation\nlet plantedUptime = ProcessInfo.processInfo.systemUptime\n", None),
        ("undeclared user defaults in delivery", "Sources/InterceptDelivery/PlantedDefaults.swift",
         "import Foundation\nlet plantedDefaults = UserDefaults.standard\n", None),
        ("a disk space call in the core, which ships no manifest", "Sources/Intercept/PlantedDisk.swift",
         "import Foundation\nlet plantedKey = URLResourceKey.volumeAvailableCapacityKey\n", None),
        ("a manifest that is no property list", "Sources/InterceptDelivery/" + MANIFEST, "not a plist", None),
        ("a reason from another category", "Sources/InterceptDelivery/" + MANIFEST, None,
         ("<string>C617.1</string>", "<string>CA92.1</string>")),
        ("tracking declared", "Sources/InterceptUIKit/" + MANIFEST, None,
         ("<key>NSPrivacyTracking</key>\n\t<false/>", "<key>NSPrivacyTracking</key>\n\t<true/>")),
    ]
    failures = 0
    for name, relative, content, replacement in [(None, None, None, None)] + plants:
        with tempfile.TemporaryDirectory() as temp:
            copy = Path(temp)
            shutil.copytree(root / "Sources", copy / "Sources")
            target = copy / relative if relative else None
            if content is not None:
                target.write_text(content)
            if replacement is not None:
                old, new = replacement
                text = target.read_text()
                assert old in text, f"self-test: {old!r} not in {relative}"
                target.write_text(text.replace(old, new))
            problems = check(copy, package)
        if name is None:
            if problems:
                print("self-test: the clean copy fails:", *problems, sep="\n  ")
                failures += 1
        elif problems:
            print(f"self-test: caught {name}: {problems[0]}")
        else:
            print(f"self-test: NOT caught: {name}")
            failures += 1
    return failures


def main():
    root = Path(__file__).resolve().parent.parent
    package = dump_package(root)
    if "--self-test" in sys.argv[1:]:
        sys.exit(1 if self_test(root, package) else 0)
    problems = check(root, package)
    for problem in problems:
        print(problem, file=sys.stderr)
    if problems:
        sys.exit(1)
    for module in APP_MODULES:
        manifest = root / "Sources" / module / MANIFEST
        declared = manifest_problems(manifest)[1] if manifest.exists() else {}
        print(f"privacy manifest: {module}: "
              + (f"{MANIFEST}, APIs declared {sorted(declared) or 'none'}" if manifest.exists() else "no manifest, no required-reason API"))


if __name__ == "__main__":
    main()
