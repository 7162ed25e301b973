-- Help center (GET /wps/system/helpCenter) and the dialing codes of the country picker
-- (GET /wps/system/countries), spec 1 §7. Operator data, seeded on the first start.

-- Help sections in Spanish and English; content is rich text that the front end sanitises.
-- The id is the anchor the host opens (/help#term opens the terms of use).
CREATE TABLE help_section (
  id TEXT PRIMARY KEY CHECK (id ~ '^[a-z][a-z0-9-]{0,31}$'),
  title_es TEXT NOT NULL CHECK (title_es <> ''),
  title_en TEXT NOT NULL CHECK (title_en <> ''),
  content_es TEXT NOT NULL,
  content_en TEXT NOT NULL,
  enabled BOOLEAN NOT NULL DEFAULT TRUE,
  sort_order INTEGER NOT NULL DEFAULT 0
);
CREATE INDEX help_section_order_idx ON help_section (sort_order, id);

-- ISO 3166-1 alpha-2 code and the ITU dialing code (digits only, no "+").
CREATE TABLE dialing_country (
  country_code TEXT PRIMARY KEY CHECK (country_code ~ '^[A-Z]{2}$'),
  dialing_code TEXT NOT NULL CHECK (dialing_code ~ '^[0-9]{1,4}$'),
  enabled BOOLEAN NOT NULL DEFAULT TRUE,
  sort_order INTEGER NOT NULL DEFAULT 0
);
CREATE INDEX dialing_country_order_idx ON dialing_country (sort_order, country_code);
