export const joinEs = {
  intro: 'Forme su propio equipo de jugadores y agentes y gane con su juego: el programa de agentes paga según la actividad de su equipo, con contratos claros y cifras que puede seguir cada día.',
  earn: {
    title: 'Lo que gana un agente',
    lead: 'Cada contrato fija sus tasas por niveles: cuanto mayores sean la apuesta válida y los miembros activos de su equipo, mayor es la tasa.',
    dividend: 'Dividendos: un porcentaje de la pérdida de su equipo en cada período (semanal, quincenal o mensual).',
    daily: 'Salario diario: un porcentaje de la apuesta válida de su equipo de cada día.',
    hourly: 'Salario por hora: un porcentaje de la apuesta válida de su equipo de cada hora.',
    realtime: 'Salario en tiempo real: un porcentaje de la apuesta válida de su equipo, pagado cada cinco minutos.',
  },
  team: {
    title: 'Cómo funciona el equipo',
    register: 'Quien se registra con su código de afiliado, o a quien usted registra desde el centro de agentes, entra en su equipo como subordinado directo.',
    agents: 'Sus subordinados pueden ser miembros o agentes; los agentes forman sus propios equipos, que también cuentan en el suyo.',
    contracts: 'Usted ofrece contratos a sus agentes directos y ellos los aceptan o los rechazan; los pagos se liquidan en su billetera.',
    figures: 'En el centro de agentes ve las cifras del equipo, las apuestas, las ganancias y pérdidas de cada miembro y sus ingresos.',
  },
  cta: {
    title: 'Empiece ahora',
    withCode: 'Registrarse con el código {{code}}',
    codeNote: 'Se registrará en el equipo del agente que le dio el código {{code}}.',
    plain: 'Registrarse',
    login: '¿Ya es agente? Inicie sesión',
  },
};
