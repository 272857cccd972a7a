import { plural } from "../plural.ts";
import type * as en from "../staff.ts";
import type { TTranslation } from "../translation.ts";

// Spanish (Spain) texts of staff.ts.
export const helpDesk: TTranslation<typeof en.helpDesk> = {
  title: "Soporte: buscar MyPins",
  searchTermRequired: "Introduce un término de búsqueda",
  renameExists: "El MyPin ya existe",
  renameChooseAnother: "Elige otro nombre.",
  renameTierRefused: "Un cambio de nombre debe mantener el nivel del MyPin, que su propietario paga.",
  renameTierChange: (fromTier, toTier) =>
    `Este MyPin es de nivel ${fromTier}, que su propietario paga, y el nombre nuevo lo convertiría en ${toTier}. Elige un nombre ${fromTier}.`,
  noResultsFound: "No se han encontrado resultados",
  noResults: "Sin resultados",
  searchError: "Error de búsqueda",
  renameFailed: "No se ha podido actualizar el nombre del MyPin",
  deleteFailed: "No se ha podido eliminar el MyPin",
  renamed: "Nombre del MyPin actualizado correctamente",
  deleted: (pin) => `MyPin «${pin}» eliminado correctamente`,
  deleteTitle: "Eliminar MyPin",
  deleteConfirm: (pin) =>
    `¿Seguro que quieres eliminar «${pin}» de forma permanente? Esta acción no se puede deshacer.`,
};

export const staffPins: TTranslation<typeof en.staffPins> = {
  searchNote: "Busca por el correo electrónico del propietario o por el nombre del MyPin.",
  searchBy: "Buscar por",
  byEmail: "Correo electrónico",
  byName: "MyPin",
  searchLabel: "Término de búsqueda",
  placeholders: { email: "owner@example.com", name: "p. ej., my.pin2" },
  search: "Buscar",
  clear: "Borrar",
  resultsHeading: (count) => `Resultados de la búsqueda (${count})`,
  found: (count) => `Resultados encontrados: ${count}`,
  noResultsBody: "Ningún MyPin coincide con esta búsqueda.",
  columns: {
    clickable: "MyPin (con enlace)",
    userEmail: "Correo del usuario",
    location: "Ubicación (lat./long.)",
    urlLink: "Enlace URL",
    qrCode: "Código QR",
    searchCount: "Búsquedas",
    createdDate: "Fecha de creación",
    lastUpdated: "Última actualización",
    actions: "Acciones",
  },
  noEmail: "Sin correo electrónico",
  payment: {
    disputeOpen: "Pago en disputa",
    disputeWon: "Disputa ganada",
    disputeLost: "Disputa perdida",
    refunded: (amount) => `Importe reembolsado: ${amount}`,
    reversed: "Pago revertido: suscripción cancelada",
  },
  hiddenFromTop: "Oculto en la lista de populares",
  hideFromTop: "Ocultar de populares",
  showInTop: "Mostrar en populares",
  hideFromTopLabel: (pin) => `Ocultar de populares: ${pin}`,
  showInTopLabel: (pin) => `Mostrar en populares: ${pin}`,
  hiddenDone: (pin) => `${pin} ya no aparece en la lista de populares`,
  shownDone: (pin) => `${pin} vuelve a aparecer en la lista de populares`,
  topChangeFailed: "No se ha podido cambiar la lista de populares",
  edit: "Editar",
  save: "Guardar",
  cancel: "Cancelar",
  delete: "Eliminar",
  newName: (pin) => `Nuevo nombre para ${pin}`,
  renameTitle: "Cambiar el nombre del MyPin",
  renameCheck: "Comprueba los dos nombres antes de guardar.",
  currentName: "Nombre actual",
  newNameHeading: "Nombre nuevo",
  confirmRename: "Cambiar nombre",
  formerNameNote: (days) =>
    plural("es", days, {
      one: "El nombre actual llevará al nuevo durante # día, y nadie más podrá quedárselo hasta entonces.",
      other: "El nombre actual llevará al nuevo durante # días, y nadie más podrá quedárselo hasta entonces.",
    }),
  deletePin: (pin) => `Eliminar ${pin}`,
  deleteReason: "Motivo",
  reasons: {
    violation: "Incumplimiento de la política de nombres",
    owner_request: "Solicitud del propietario",
    mistake: "Error",
  },
  feeNote:
    "Se reembolsa al propietario la parte no utilizada del periodo actual; en caso de incumplimiento, menos una tarifa administrativa.",
  refunded: (amount) => `Se ha reembolsado un importe de ${amount} al propietario.`,
  noRefund: "No se ha reembolsado nada.",
  totalCount: (count) =>
    plural("es", count, { one: "# MyPin en total", many: "# de MyPins en total", other: "# MyPins en total" }),
  matchCount: (count) =>
    plural("es", count, {
      one: "# MyPin coincide con el filtro",
      many: "# de MyPins coinciden con el filtro",
      other: "# MyPins coinciden con el filtro",
    }),
  filterLabel: "Filtrar por nombre o por correo del propietario",
  filterPlaceholder: "Empieza por...",
  noneMatch: "Ningún MyPin coincide con este filtro.",
  nonePins: "Aún no hay MyPins.",
};

export const reservedNamesPanel: TTranslation<typeof en.reservedNamesPanel> = {
  title: "Marcas reservadas",
  intro:
    "Libera una marca reservada a favor de la cuenta de su titular acreditado. A partir de entonces, solo esa cuenta podrá comprarla.",
  adminsOnly: "Solo un administrador del sistema puede liberar un nombre reservado.",
  name: "Marca",
  email: "Correo de la cuenta del titular",
  reason: "Motivo (p. ej., la prueba que has comprobado)",
  release: "Liberar nombre",
  released: (name) => `«${name}» liberado`,
  failed: "No se ha podido liberar el nombre",
  listHeading: "Nombres liberados",
  none: "Aún no se ha liberado ningún nombre reservado.",
  loadFailed: "No se han podido cargar los nombres liberados",
  releasedTo: (email) => `para ${email}`,
  releasedBy: (email) => `por ${email},`,
  formerStaff: "un antiguo miembro del equipo",
  retry: "Reintentar",
};

export const admin: TTranslation<typeof en.admin> = {
  analyticsFailed: "No se han podido obtener las estadísticas de suscripciones",
  trialAnalyticsFailed: "No se han podido obtener las estadísticas de pruebas gratuitas",
  subscriptionsFailed: "No se han podido obtener las suscripciones",
  syncFailed: "La sincronización ha fallado",
  syncError: "Error de sincronización",
  dryRunFailed: "La simulación ha fallado",
  releaseFailed: "La liberación ha fallado",
  dryRunError: "Error de simulación",
  releaseError: "Error de liberación",
  manageTitle: "Gestionar todos los MyPins (administrador del sistema)",
  renameExists: "El MyPin ya existe. Elige otro nombre.",
  dashboardTitle: "Panel de administración",
  analyticsTitle: "Analítica",
  roles: {
    noAccount: "Ninguna cuenta usa esta dirección de correo. Esa persona debe registrarse primero.",
    expiryPast: "El acceso debe terminar en una fecha futura.",
    notGranted: "Esta cuenta no tiene acceso de soporte que revocar.",
  },
};

export const reservedNames: TTranslation<typeof en.reservedNames> = {
  notReserved: "Ese nombre no está reservado, así que no hay nada que liberar: cualquiera puede comprarlo.",
  noAccount: "Ninguna cuenta usa esa dirección de correo. El titular de la marca debe registrarse primero.",
  toSelf:
    "No puedes liberar un nombre reservado a favor de tu propia cuenta. Otro administrador debe comprobar la prueba.",
};

export const deleteReasons: TTranslation<typeof en.deleteReasons> = {
  violation: "incumplía nuestras condiciones de uso",
  owner_request: "nos pediste que lo elimináramos",
  mistake: "se creó por error",
};
