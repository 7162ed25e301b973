import type {
  CustomerServiceLink,
  DomainRoute,
  RegisterFieldName,
  RegisterFieldSetting,
  RegisterFieldSettings,
  Resource,
  RouteDevice,
  WhitelabelNode,
} from '@suite/shared/contract';
import type { Queryable } from '../../db/database';

/** The operator's switches (one row). */
export interface StatusSetting {
  maintenance: boolean;
  maintenanceEndTime: string | null;
  regionRestriction: boolean;
  blockedCountries: string[];
  updatedAt: string;
}

interface StatusRow {
  maintenance: boolean;
  maintenance_end_time: Date | null;
  region_restriction: boolean;
  blocked_countries: string[];
  updated_at: Date;
}

const STATUS_COLUMNS = 'maintenance, maintenance_end_time, region_restriction, blocked_countries, updated_at';

function toStatusSetting(row: StatusRow | undefined): StatusSetting {
  if (!row) throw new Error('system_status row missing: the seed has not run');
  return {
    maintenance: row.maintenance,
    maintenanceEndTime: row.maintenance_end_time ? row.maintenance_end_time.toISOString() : null,
    regionRestriction: row.region_restriction,
    blockedCountries: row.blocked_countries,
    updatedAt: row.updated_at.toISOString(),
  };
}

export async function readStatusSetting(db: Queryable, forUpdate = false): Promise<StatusSetting> {
  const { rows } = await db.query<StatusRow>(
    `SELECT ${STATUS_COLUMNS} FROM system_status WHERE id = 1${forUpdate ? ' FOR UPDATE' : ''}`,
  );
  return toStatusSetting(rows[0]);
}

export async function writeStatusSetting(db: Queryable, next: Omit<StatusSetting, 'updatedAt'>): Promise<StatusSetting> {
  const { rows } = await db.query<StatusRow>(
    `UPDATE system_status
        SET maintenance = $1, maintenance_end_time = $2, region_restriction = $3, blocked_countries = $4::text[],
            updated_at = now()
      WHERE id = 1
  RETURNING ${STATUS_COLUMNS}`,
    [next.maintenance, next.maintenanceEndTime, next.regionRestriction, next.blockedCountries],
  );
  return toStatusSetting(rows[0]);
}

export async function readWhitelabelTree(db: Queryable): Promise<WhitelabelNode[]> {
  const { rows } = await db.query<{ mod_id: string; parent_mod_id: string | null; enabled: boolean }>(
    'SELECT mod_id, parent_mod_id, enabled FROM whitelabel_node ORDER BY sort_order, mod_id',
  );
  const nodes = new Map<string, WhitelabelNode>(
    rows.map((row) => [row.mod_id, { modId: row.mod_id, enabled: row.enabled ? '1' : '0', childrenNodes: [] }]),
  );
  const roots: WhitelabelNode[] = [];
  for (const row of rows) {
    const node = nodes.get(row.mod_id) as WhitelabelNode;
    const parent = row.parent_mod_id === null ? undefined : nodes.get(row.parent_mod_id);
    (parent ? parent.childrenNodes : roots).push(node);
  }
  return roots;
}

export async function readRegisterSettings(db: Queryable): Promise<RegisterFieldSettings> {
  const { rows } = await db.query<{
    field_name: RegisterFieldName;
    enabled: boolean;
    required: boolean;
    accepted_pattern: string;
    pattern_id: RegisterFieldSetting['patternId'];
    min_length: number;
    max_length: number;
  }>(
    `SELECT field_name, enabled, required, accepted_pattern, pattern_id, min_length, max_length
       FROM register_field_setting ORDER BY sort_order, field_name`,
  );
  const settings: Partial<RegisterFieldSettings> = {};
  for (const row of rows) {
    settings[row.field_name] = {
      enabled: row.enabled,
      required: row.required,
      acceptedPattern: row.accepted_pattern,
      patternId: row.pattern_id,
      minLength: row.min_length,
      maxLength: row.max_length,
    };
  }
  return settings as RegisterFieldSettings;
}

export async function readResources(db: Queryable): Promise<Resource[]> {
  const { rows } = await db.query<Resource>(
    `SELECT resource_type AS "resourceType", url, qr_code_url AS "qrCodeUrl", label_name_en AS "labelNameEn"
       FROM site_resource ORDER BY sort_order, resource_type`,
  );
  return rows;
}

export async function readCustomerService(db: Queryable): Promise<CustomerServiceLink[]> {
  const { rows } = await db.query<CustomerServiceLink>(
    `SELECT cs_type AS "csType", cs_position AS "csPosition", path
       FROM customer_service_link ORDER BY cs_position, cs_type`,
  );
  return rows;
}

export async function readSiteSetting<T>(db: Queryable, key: string, fallback: T): Promise<T> {
  const { rows } = await db.query<{ value: T }>('SELECT value FROM site_setting WHERE key = $1', [key]);
  return rows[0]?.value ?? fallback;
}

export async function readDomainRoute(db: Queryable, device: RouteDevice): Promise<DomainRoute> {
  const [domains, resources] = await Promise.all([
    db.query<{ domainName: string; speed: number }>(
      `SELECT domain_name AS "domainName", speed FROM domain_route WHERE device = $1 ORDER BY sort_order, domain_name`,
      [device],
    ),
    readResources(db),
  ]);
  return { domainList: domains.rows, resources };
}
