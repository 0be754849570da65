# Request bodies schemathesis cannot make by itself, for scripts/schemathesis.sh: PDFs (合同验签's upload).
"""Registers a strategy for `application/pdf`: bytes that start like a PDF and
go on with anything, short PDFs with an object and a trailer, and bytes that are
not a PDF at all, so the upload's parser meets hostile files too."""

from hypothesis import strategies as st

import schemathesis

_HEAD = st.sampled_from([b"%PDF-1.4\n", b"%PDF-1.7\n%\xe2\xe3\xcf\xd3\n", b"%PDF-2.0\n"])
_TINY = (
    b"1 0 obj\n<< /Type /Catalog /Pages 2 0 R /AcroForm << /Fields [3 0 R] >> >>\nendobj\n"
    b"3 0 obj\n<< /FT /Sig /V << /ByteRange [0 10 20 99999999] /Contents <3082> >> >>\nendobj\n"
    b"xref\n0 1\n0000000000 65535 f \ntrailer\n<< /Size 4 /Root 1 0 R >>\nstartxref\n9\n%%EOF"
)

schemathesis.openapi.media_type(
    "application/pdf",
    st.one_of(
        st.tuples(_HEAD, st.binary(max_size=2048)).map(lambda p: p[0] + p[1]),
        _HEAD.map(lambda h: h + _TINY),
        st.binary(max_size=256),
    ),
)
