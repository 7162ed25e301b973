-- Agent notices (issue 23): the agent centre's announcement page. Written by the operator
-- (POST /admin/agent-notices, audited), read by agents in their language, newest first. A notice
-- shows from published_at on, while enabled.
CREATE TABLE agent_notice (
  id BIGINT GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  title_es TEXT NOT NULL CHECK (length(title_es) BETWEEN 1 AND 200),
  title_en TEXT NOT NULL CHECK (length(title_en) BETWEEN 1 AND 200),
  -- Plain text; paragraphs separated by blank lines.
  content_es TEXT NOT NULL CHECK (length(content_es) BETWEEN 1 AND 10000),
  content_en TEXT NOT NULL CHECK (length(content_en) BETWEEN 1 AND 10000),
  published_at TIMESTAMPTZ NOT NULL,
  enabled BOOLEAN NOT NULL DEFAULT TRUE,
  -- The admin account that published it ('migration' for the seeded ones).
  created_by TEXT NOT NULL,
  created_at TIMESTAMPTZ NOT NULL DEFAULT now()
);
CREATE INDEX agent_notice_published_idx ON agent_notice (published_at DESC, id DESC) WHERE enabled;

INSERT INTO agent_notice (title_es, title_en, content_es, content_en, published_at, created_by) VALUES
  ('Bienvenido al centro de agentes', 'Welcome to the agent centre',
   E'Desde el centro de agentes puede ver las cifras de su equipo, registrar subordinados directos y transferirles saldo con su contraseña de pago.\n\nLos contratos de salario y de dividendos se ofrecen a subordinados directos y se pagan en su billetera principal al cerrar cada periodo.',
   E'From the agent centre you can see your team''s figures, register direct downlines and transfer balance to them with your payment password.\n\nSalary and dividend contracts are offered to direct downlines and paid into the main wallet when each period closes.',
   '2026-01-05T01:00:00Z', 'migration'),
  ('Horario de liquidación de contratos', 'Contract settlement times',
   E'Los salarios diarios se liquidan después de las 00:00 (UTC+8) del día siguiente; los salarios por hora, al terminar cada hora; los dividendos, al cerrar la semana, la quincena o el mes del contrato.\n\nCada periodo se paga una sola vez. Consulte el detalle en Registros de liquidación.',
   E'Daily salaries settle after 00:00 (UTC+8) of the next day; hourly salaries when each hour ends; dividends when the contract''s week, half month or month closes.\n\nEach period is paid once. See the details under Settlement records.',
   '2026-02-02T01:00:00Z', 'migration'),
  ('Mantenimiento programado', 'Scheduled maintenance',
   E'El domingo 15 de marzo de 2026, de 03:00 a 05:00 (UTC+8), la plataforma estará en mantenimiento. Las liquidaciones pendientes se harán al terminar.\n\nGracias por su paciencia.',
   E'On Sunday 15 March 2026, from 03:00 to 05:00 (UTC+8), the platform will be under maintenance. Pending settlements run when it ends.\n\nThank you for your patience.',
   '2026-03-09T01:00:00Z', 'migration');
