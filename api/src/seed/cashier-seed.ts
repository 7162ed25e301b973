/**
 * First-start cashier data: three payment channels of the reference platform (a bank transfer,
 * an e-wallet and a card gateway, confirmed by the simulated gateway's callback or the operator)
 * and the cashier settings. Rows an operator changed are left alone.
 */
import type { Queryable } from '../db/database';
import { DEFAULT_CASHIER_SETTINGS } from '../features/cashier/cashier-settings';

export const PAYMENT_CHANNELS_SEED = [
  {
    id: 'bank-bdo',
    kind: 'bank',
    nameEs: 'Transferencia bancaria (BDO)',
    nameEn: 'Bank transfer (BDO)',
    min: '100.00',
    max: '100000.00',
    feePercent: '0.00',
    feeFixed: '0.00',
    instructionsEs: 'Transfiera el importe exacto a la cuenta indicada y escriba el número de pedido como referencia. Se acredita cuando el banco lo confirma.',
    instructionsEn: 'Transfer the exact amount to the account shown and write the order number as the reference. It is credited when the bank confirms it.',
    bank: { name: 'BDO Unibank', accountName: 'SUITE GAMING CORP', accountNo: '0012 3456 7890' },
  },
  {
    id: 'gcash',
    kind: 'ewallet',
    nameEs: 'GCash',
    nameEn: 'GCash',
    min: '50.00',
    max: '50000.00',
    feePercent: '1.50',
    feeFixed: '0.00',
    instructionsEs: 'Pague el pedido en GCash con el número de pedido. Se acredita en cuanto GCash confirma el pago.',
    instructionsEn: 'Pay the order in GCash with the order number. It is credited as soon as GCash confirms the payment.',
    bank: null,
  },
  {
    id: 'card-gateway',
    kind: 'gateway',
    nameEs: 'Tarjeta (pasarela de pago)',
    nameEn: 'Card (payment gateway)',
    min: '200.00',
    max: '20000.00',
    feePercent: '2.00',
    feeFixed: '5.00',
    instructionsEs: 'La pasarela de pago confirma el pago con tarjeta; el saldo se acredita al recibir su confirmación.',
    instructionsEn: 'The payment gateway confirms the card payment; the balance is credited when its confirmation arrives.',
    bank: null,
  },
] as const;

export async function seedCashier(tx: Queryable): Promise<number> {
  let inserted = 0;
  for (const [index, channel] of PAYMENT_CHANNELS_SEED.entries()) {
    const result = await tx.query(
      `INSERT INTO payment_channel (id, kind, name_es, name_en, min_amount, max_amount, fee_percent, fee_fixed,
         instructions_es, instructions_en, bank_name, bank_account_name, bank_account_no, sort_order)
       VALUES ($1, $2, $3, $4, $5::numeric, $6::numeric, $7::numeric, $8::numeric, $9, $10, $11, $12, $13, $14)
       ON CONFLICT (id) DO NOTHING`,
      [
        channel.id,
        channel.kind,
        channel.nameEs,
        channel.nameEn,
        channel.min,
        channel.max,
        channel.feePercent,
        channel.feeFixed,
        channel.instructionsEs,
        channel.instructionsEn,
        channel.bank?.name ?? null,
        channel.bank?.accountName ?? null,
        channel.bank?.accountNo ?? null,
        index,
      ],
    );
    inserted += result.rowCount;
  }
  const settings = await tx.query(`INSERT INTO site_setting (key, value) VALUES ('cashier', $1::jsonb) ON CONFLICT (key) DO NOTHING`, [
    JSON.stringify(DEFAULT_CASHIER_SETTINGS),
  ]);
  return inserted + settings.rowCount;
}
