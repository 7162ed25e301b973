-- Operator content: notices (player notices PL, popup PU, help H), banners (B) per route group and
-- promotions (PR). Texts in Spanish and English; rich text is sanitised by the front end.
-- Rows show between starts_at and ends_at (NULL: no bound) when enabled.

CREATE TABLE notice (
  id TEXT PRIMARY KEY,
  kind TEXT NOT NULL CHECK (kind IN ('PL', 'PU', 'H')),
  title_es TEXT NOT NULL,
  title_en TEXT NOT NULL,
  content_es TEXT NOT NULL,
  content_en TEXT NOT NULL,
  enabled BOOLEAN NOT NULL DEFAULT TRUE,
  starts_at TIMESTAMPTZ,
  ends_at TIMESTAMPTZ,
  sort_order INTEGER NOT NULL DEFAULT 0
);
CREATE INDEX notice_kind_idx ON notice (kind, sort_order);

CREATE TABLE banner (
  banner_id TEXT PRIMARY KEY,
  group_name TEXT NOT NULL CHECK (group_name ~ '^w_[a-z]+$'),
  -- Drawn into the generated SVG image.
  headline_es TEXT NOT NULL,
  headline_en TEXT NOT NULL,
  -- Two CSS colours of the image's gradient.
  color_from TEXT NOT NULL CHECK (color_from ~ '^#[0-9a-f]{6}$'),
  color_to TEXT NOT NULL CHECK (color_to ~ '^#[0-9a-f]{6}$'),
  linkage_type TEXT CHECK (linkage_type IN ('url', 'game', 'promotion')),
  linkage TEXT,
  enabled BOOLEAN NOT NULL DEFAULT TRUE,
  starts_at TIMESTAMPTZ,
  ends_at TIMESTAMPTZ,
  sort_order INTEGER NOT NULL DEFAULT 0,
  CHECK ((linkage_type IS NULL) = (linkage IS NULL))
);
CREATE INDEX banner_group_idx ON banner (group_name, sort_order);

CREATE TABLE promotion (
  id TEXT PRIMARY KEY,
  title_es TEXT NOT NULL,
  title_en TEXT NOT NULL,
  content_es TEXT NOT NULL,
  content_en TEXT NOT NULL,
  color_from TEXT NOT NULL CHECK (color_from ~ '^#[0-9a-f]{6}$'),
  color_to TEXT NOT NULL CHECK (color_to ~ '^#[0-9a-f]{6}$'),
  enabled BOOLEAN NOT NULL DEFAULT TRUE,
  starts_at TIMESTAMPTZ,
  ends_at TIMESTAMPTZ,
  sort_order INTEGER NOT NULL DEFAULT 0
);
