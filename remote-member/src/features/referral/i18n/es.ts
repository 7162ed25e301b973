export const referralEs = {
  link: {
    title: 'Su enlace de invitación',
    label: 'Enlace de invitación',
    hint: 'Sus amigos se registran con este enlace y quedan vinculados a su cuenta.',
    code: 'Código de invitación: {{code}}',
    copy: 'Copiar enlace',
    copied: 'Enlace copiado.',
    copyFailed: 'No se pudo copiar: el enlace está seleccionado, cópielo con Ctrl+C (o mantenga pulsado en el móvil).',
    qr: 'Código QR del enlace de invitación',
  },
  counts: {
    label: 'Sus invitaciones',
    registered: 'Amigos registrados',
    deposited: 'Con primer depósito',
    qualified: 'Con recompensa',
  },
  rule: {
    title: 'Recompensa',
    text: 'Reciba {{reward}} por cada amigo cuyo primer depósito sea de al menos {{min}}.',
  },
  list: {
    title: 'Amigos invitados',
    account: 'Cuenta',
    registeredAt: 'Registro',
    firstDeposit: 'Primer depósito',
    depositedOn: 'Sí, el {{date}}',
    notYet: 'Aún no',
    qualified: 'Recompensa',
    qualifiedYes: 'Cumple la regla',
    qualifiedNo: 'No cumple la regla',
  },
  empty: {
    title: 'Aún no se ha registrado nadie con su enlace',
    hint: 'Copie su enlace y compártalo con sus amigos: aparecerán aquí cuando se registren.',
    action: 'Copiar mi enlace para compartirlo',
  },
  load: {
    failed: 'No se pudo cargar la invitación de amigos.',
    retry: 'Reintentar',
  },
  pager: {
    label: 'Páginas de amigos invitados',
  },
};
