-- System part: status switch, white-label switches, registration settings, resources,
-- customer service, site settings and domain routes. Valid on PostgreSQL 15 and PGlite (PG 18).

-- One row (id = 1): the operator's maintenance and region switches.
CREATE TABLE system_status (
  id SMALLINT PRIMARY KEY DEFAULT 1 CHECK (id = 1),
  maintenance BOOLEAN NOT NULL DEFAULT FALSE,
  maintenance_end_time TIMESTAMPTZ,
  region_restriction BOOLEAN NOT NULL DEFAULT FALSE,
  -- ISO 3166 alpha-2 codes, or '*' for every country.
  blocked_countries TEXT[] NOT NULL DEFAULT '{}',
  updated_at TIMESTAMPTZ NOT NULL DEFAULT now()
);

-- The white-label switch tree (modId, enabled, childrenNodes).
CREATE TABLE whitelabel_node (
  mod_id TEXT PRIMARY KEY,
  parent_mod_id TEXT REFERENCES whitelabel_node (mod_id),
  enabled BOOLEAN NOT NULL,
  sort_order INTEGER NOT NULL DEFAULT 0
);
CREATE INDEX whitelabel_node_parent_idx ON whitelabel_node (parent_mod_id);

CREATE TABLE register_field_setting (
  field_name TEXT PRIMARY KEY,
  enabled BOOLEAN NOT NULL,
  required BOOLEAN NOT NULL,
  accepted_pattern TEXT NOT NULL,
  pattern_id TEXT NOT NULL,
  min_length INTEGER NOT NULL CHECK (min_length >= 0),
  max_length INTEGER NOT NULL CHECK (max_length >= min_length),
  sort_order INTEGER NOT NULL DEFAULT 0
);

-- App downloads and social links.
CREATE TABLE site_resource (
  resource_type TEXT PRIMARY KEY,
  url TEXT NOT NULL,
  qr_code_url TEXT,
  label_name_en TEXT NOT NULL,
  sort_order INTEGER NOT NULL DEFAULT 0
);

CREATE TABLE customer_service_link (
  cs_type INTEGER NOT NULL,
  cs_position INTEGER NOT NULL,
  path TEXT NOT NULL,
  PRIMARY KEY (cs_type, cs_position)
);

-- Small named settings (analytics, CDN lists) as JSON.
CREATE TABLE site_setting (
  key TEXT PRIMARY KEY,
  value JSONB NOT NULL
);

CREATE TABLE domain_route (
  device SMALLINT NOT NULL CHECK (device IN (0, 3)),
  domain_name TEXT NOT NULL,
  speed INTEGER NOT NULL CHECK (speed >= 0),
  sort_order INTEGER NOT NULL DEFAULT 0,
  PRIMARY KEY (device, domain_name)
);
