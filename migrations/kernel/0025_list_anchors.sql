-- Where a kept list's rows stand, every thousand rows (kernel::totals): `position` rows of the
-- scope sort before the key (`key`, `id`), so a deep page starts from the nearest anchor instead
-- of walking every index entry above it. Only rows below the kept total's `until_key` have one.
CREATE TABLE list_anchors (
    list TEXT NOT NULL,
    scope TEXT NOT NULL,
    key BIGINT NOT NULL,
    id BIGINT NOT NULL,
    position BIGINT NOT NULL,
    PRIMARY KEY (list, scope, key, id)
);
-- Not unique: a delete moves the anchors above it down one, and two may then stand together.
CREATE INDEX list_anchors_position ON list_anchors (list, scope, position);
