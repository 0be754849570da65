# Proves the contracts' PAdES signatures with verifiers nobody here wrote (pdfsig, pyHanko, openssl); run by scripts/pades-test.sh.
"""Usage: pades_test.py http://127.0.0.1:<port>

The contract in target/tmp/pades was made and signed through the API (甲方
certifying when it was made, 乙方 after its SMS code), each signature
timestamped by the sandbox authority over HTTP; ca.pem is that run's sandbox
CA, contract-changed.pdf the same file with one byte changed. The binary at
the given address serves a sandbox timestamp authority of its own, which
openssl ts asks and verifies. Every check is a named step; the last line is
`pades: N passed, M failed` and the exit status is 1 on any failure.
"""

import hashlib
import logging
import os
import subprocess
import sys
import tempfile
import urllib.request
from pathlib import Path

# Loopback only: nothing this test sends may go through a proxy.
os.environ["NO_PROXY"] = os.environ["no_proxy"] = "127.0.0.1,localhost"

from asn1crypto import cms as asn1_cms  # noqa: E402
from pyhanko.keys import load_cert_from_pemder  # noqa: E402
from pyhanko.pdf_utils.reader import PdfFileReader  # noqa: E402
from pyhanko.sign.fields import MDPPerm  # noqa: E402
from pyhanko.sign.validation import validate_pdf_signature  # noqa: E402
from pyhanko.sign.validation.dss import DocumentSecurityStore  # noqa: E402
from pyhanko.sign.diff_analysis import ModificationLevel  # noqa: E402
from pyhanko.sign.validation.status import SignatureCoverageLevel  # noqa: E402
from pyhanko_certvalidator import ValidationContext  # noqa: E402

from steps import finish, need, step as counted_step  # noqa: E402

ROOT = Path(__file__).resolve().parent.parent
KEPT = ROOT / "target" / "tmp" / "pades"
PARTY_A, PARTY_B = "PartyA", "PartyB"


def step(name, fn):
    """A counted step; a failure shows where in pyHanko or this test it was raised."""
    return counted_step(name, fn, frames=("pyhanko", __file__))


def run(*args, ok=True):
    p = subprocess.run(args, capture_output=True, text=True)
    if ok:
        assert p.returncode == 0, f"{args[0]} exited {p.returncode}: {p.stderr.strip()[-400:]}"
    return p


def pdfsig_blocks(output):
    """pdfsig's report cut per signature: {field name: text}."""
    blocks, name = {}, None
    for line in output.splitlines():
        if line.strip().startswith("- Signature Field Name:"):
            name = line.split(":", 1)[1].strip()
            blocks[name] = ""
        elif name:
            blocks[name] += line + "\n"
    return blocks


def main(base):
    s = {}
    work = Path(tempfile.mkdtemp(prefix="pades-"))

    def files():
        for name in ("contract.pdf", "contract-changed.pdf", "ca.pem"):
            assert (KEPT / name).is_file(), f"{KEPT / name} is missing (the API test did not keep it)"
        s["pdf"] = (KEPT / "contract.pdf").read_bytes()
        s["ca"] = load_cert_from_pemder(str(KEPT / "ca.pem"))
        return f"{len(s['pdf'])} bytes"

    step("the contract signed through the API is at hand", files)

    def nss():
        db = work / "nss"
        db.mkdir()
        run("certutil", "-N", "-d", f"sql:{db}", "--empty-password")
        run("certutil", "-A", "-d", f"sql:{db}", "-n", "sandbox-ca", "-t", "CT,C,C", "-i", str(KEPT / "ca.pem"))
        s["nss"] = f"sql:{db}"

    step("an NSS database trusting the sandbox CA (certutil)", nss)

    def pdfsig_valid():
        need(s.get("nss"), "the NSS database")
        out = run("pdfsig", "-nssdir", s["nss"], str(KEPT / "contract.pdf")).stdout
        blocks = pdfsig_blocks(out)
        assert set(blocks) == {PARTY_A, PARTY_B}, f"signatures found: {list(blocks)}\n{out}"
        for name, text in blocks.items():
            assert "Signature Validation: Signature is Valid." in text, f"{name}:\n{text}"
            assert "Certificate Validation: Certificate is Trusted." in text, f"{name}:\n{text}"
            assert "ETSI.CAdES.detached" in text, f"{name}:\n{text}"
        assert "Total document signed" in blocks[PARTY_B] and "Not total" not in blocks[PARTY_B], blocks[PARTY_B]
        return "both valid and trusted, 乙方's covers the whole document"

    step("pdfsig: both signatures valid, trusted, the last over the whole document", pdfsig_valid)

    def pdfsig_changed():
        need(s.get("nss"), "the NSS database")
        out = run("pdfsig", "-nssdir", s["nss"], str(KEPT / "contract-changed.pdf"), ok=False).stdout
        assert "Signature is Invalid" in out or "Digest Mismatch" in out, out
        return "invalid after one changed byte"

    step("pdfsig: one changed byte makes the signatures invalid", pdfsig_changed)

    def pyhanko_each():
        need(s.get("pdf"), "the contract")
        with open(KEPT / "contract.pdf", "rb") as f:
            r = PdfFileReader(f)
            sigs = {sig.field_name: sig for sig in r.embedded_signatures}
            assert set(sigs) == {PARTY_A, PARTY_B}, list(sigs)
            for name, sig in sigs.items():
                st = validate_pdf_signature(sig, ValidationContext(trust_roots=[s["ca"]], allow_fetching=False))
                assert st.intact and st.valid and st.trusted, f"{name}: {st.pretty_print_details()}"
                assert st.timestamp_validity is not None and st.timestamp_validity.trusted, f"{name}: no trusted timestamp"
                assert st.docmdp_ok, f"{name}: changes after it break the document's modification policy"
                assert st.bottom_line, f"{name}: {st.pretty_print_details()}"
                s[name] = st
            assert sigs[PARTY_A].docmdp_level == MDPPerm.FILL_FORMS, sigs[PARTY_A].docmdp_level
            assert s[PARTY_A].modification_level == ModificationLevel.FORM_FILLING, s[PARTY_A].modification_level
            assert s[PARTY_B].coverage == SignatureCoverageLevel.ENTIRE_FILE, s[PARTY_B].coverage
        return "甲方 certifies (fill forms), 乙方's update is signing only"

    step("pyHanko: both valid against the sandbox CA, timestamps trusted, 甲方 certifies", pyhanko_each)

    def pyhanko_offline():
        need(s.get("pdf"), "the contract")
        with open(KEPT / "contract.pdf", "rb") as f:
            r = PdfFileReader(f)
            dss = DocumentSecurityStore.read_dss(r)
            assert dss.crls, "no CRL in the document security store"
            settings = {"trust_roots": [s["ca"]], "allow_fetching": False, "revocation_mode": "require"}
            for sig in r.embedded_signatures:
                # Expected to fail: pyHanko's logger would print the refusal's traceback.
                logging.getLogger("pyhanko").disabled = True
                bare = validate_pdf_signature(sig, ValidationContext(crls=[], **settings))
                logging.getLogger("pyhanko").disabled = False
                assert not bare.trusted, f"{sig.field_name}: trusted without any revocation data, so 'require' proves nothing"
                st = validate_pdf_signature(sig, dss.as_validation_context(settings), ts_validation_context=dss.as_validation_context(settings))
                assert st.trusted and not st.revoked and st.bottom_line, f"{sig.field_name}: {st.pretty_print_details()}"
        return f"{len(dss.certs)} certificates and {len(dss.crls)} CRL embedded; revocation checked from them alone"

    step("pyHanko: the embedded validation data (DSS) suffices offline with revocation required", pyhanko_offline)

    def pyhanko_changed():
        with open(KEPT / "contract-changed.pdf", "rb") as f:
            r = PdfFileReader(f, strict=False)
            results = [validate_pdf_signature(sig, ValidationContext(trust_roots=[s["ca"]], allow_fetching=False)) for sig in r.embedded_signatures]
        assert results and not all(st.intact for st in results), "every signature still intact after a changed byte"
        return f"{sum(not st.intact for st in results)} of {len(results)} no longer intact"

    step("pyHanko: one changed byte breaks a signature", pyhanko_changed)

    def cms_and_token():
        need(s.get("pdf"), "the contract")
        with open(KEPT / "contract.pdf", "rb") as f:
            r = PdfFileReader(f)
            sig = next(x for x in r.embedded_signatures if x.field_name == PARTY_B)
            a, b, c, d = (int(x) for x in sig.sig_object["/ByteRange"])
            content = s["pdf"][a : a + b] + s["pdf"][c : c + d]
        (work / "b.p7s").write_bytes(asn1_cms.ContentInfo({"content_type": "signed_data", "content": sig.signed_data}).dump())
        (work / "b.bin").write_bytes(content)
        run("openssl", "cms", "-verify", "-binary", "-inform", "DER", "-purpose", "any", "-in", str(work / "b.p7s"),
            "-content", str(work / "b.bin"), "-CAfile", str(KEPT / "ca.pem"), "-out", "/dev/null")
        signer = sig.signed_data["signer_infos"][0]
        token = next(a["values"][0] for a in signer["unsigned_attrs"] if a["type"].dotted == "1.2.840.113549.1.9.16.2.14")
        (work / "token.der").write_bytes(token.dump())
        digest = hashlib.sha256(signer["signature"].native).hexdigest()
        run("openssl", "ts", "-verify", "-token_in", "-in", str(work / "token.der"), "-digest", digest, "-CAfile", str(KEPT / "ca.pem"))
        return "乙方's CMS and its timestamp token verify"

    step("openssl: the CMS extracted from the PDF and its RFC 3161 token verify", cms_and_token)

    def seals_shown():
        need(s.get("pdf"), "the contract")
        with open(KEPT / "contract.pdf", "rb") as f:
            r = PdfFileReader(f)
            page = r.root["/Pages"]["/Kids"][0]
            height = float(page["/MediaBox"][3])
            rects = {str(w["/T"]): [float(v) for v in w["/Rect"]] for w in (a.get_object() for a in page["/Annots"])}
        assert set(rects) == {PARTY_A, PARTY_B}, list(rects)
        # pdftoppm draws the page with the widgets' appearances (72 dpi: one pixel a point), as a PPM.
        run("pdftoppm", "-r", "72", "-f", "1", "-l", "1", str(KEPT / "contract.pdf"), str(work / "page"))
        ppm = next(work.glob("page*.ppm")).read_bytes()
        magic, width, rows, _, pixels = ppm.split(maxsplit=4)
        assert magic == b"P6", magic
        width = int(width)
        counts = {}
        for name, (x0, y0, x1, y1) in rects.items():
            red = 0
            for y in range(int(height - y1), int(height - y0)):
                for x in range(int(x0), int(x1)):
                    i = 3 * (y * width + x)
                    r_, g, b = pixels[i], pixels[i + 1], pixels[i + 2]
                    red += r_ > 170 and g < 100 and b < 100
            counts[name] = red
            assert red > 500, f"{name}: {red} red pixels in its place"
        return ", ".join(f"{k} {v} red pixels" for k, v in counts.items())

    step("pdftoppm: each party's seal shows at its signing place", seals_shown)

    def live_tsa():
        data = work / "data.txt"
        data.write_text("合同摘要")
        run("openssl", "ts", "-query", "-data", str(data), "-sha256", "-cert", "-out", str(work / "q.tsq"))
        req = urllib.request.Request(f"{base}/sandbox/tsa", data=(work / "q.tsq").read_bytes(), headers={"Content-Type": "application/timestamp-query"})
        with urllib.request.urlopen(req, timeout=30) as resp:
            assert resp.headers["Content-Type"] == "application/timestamp-reply", resp.headers["Content-Type"]
            (work / "a.tsr").write_bytes(resp.read())
        with urllib.request.urlopen(f"{base}/sandbox/esign/ca.pem", timeout=30) as resp:
            (work / "live-ca.pem").write_bytes(resp.read())
        text = run("openssl", "ts", "-reply", "-in", str(work / "a.tsr"), "-text").stdout
        assert "Status: Granted." in text, text
        run("openssl", "ts", "-verify", "-data", str(data), "-in", str(work / "a.tsr"), "-CAfile", str(work / "live-ca.pem"))
        wrong = work / "other.txt"
        wrong.write_text("另一份")
        assert run("openssl", "ts", "-verify", "-data", str(wrong), "-in", str(work / "a.tsr"), "-CAfile", str(work / "live-ca.pem"), ok=False).returncode != 0
        return "granted, verified, and refused for other data"

    step("openssl ts: the sandbox timestamp authority answers RFC 3161 over HTTP", live_tsa)

    from steps import failed

    return 1 if failed else 0


if __name__ == "__main__":
    finish("pades", lambda: main(sys.argv[1].rstrip("/")), "PADES_SERVER_LOG")
