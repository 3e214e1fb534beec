import { defaultLocale, type Locale } from './i18n.ts';

/**
 * Messages produced by shared validation and by the server's error responses.
 * The pt-BR texts are the spec's, word for word (§5, §8). The web app loads
 * these as the `shared` i18n namespace; the server uses them for `error.message`.
 * `satisfies Messages` on each translation makes a missing key a type error.
 */
const ptBR = {
  validation: {
    required: 'Campo obrigatório',
    emailInvalid: 'Email inválido',
    emailTooLong: 'Email muito longo',
    passwordMin: 'Senha deve ter no mínimo 6 caracteres',
    passwordMax: 'Senha deve ter no máximo 128 caracteres',
    passwordCommon: 'Esta senha é muito comum. Escolha uma senha mais difícil de adivinhar.',
    passwordsMismatch: 'As senhas não coincidem',
    nameMin: 'Nome deve ter no mínimo 2 caracteres',
    nameTooLong: 'Nome muito longo',
    invalidValue: 'Valor inválido',
    titleRequired: 'Título é obrigatório',
    titleTooLong: 'Título deve ter no máximo 100 caracteres',
    descriptionTooLong: 'Descrição deve ter no máximo 500 caracteres',
    workspaceNameRequired: 'Nome é obrigatório',
    workspaceNameTooLong: 'Nome deve ter no máximo 100 caracteres',
    labelNameRequired: 'Nome da etiqueta é obrigatório',
    labelNameTooLong: 'Nome da etiqueta deve ter no máximo 50 caracteres',
    templateOrDuplicate: 'Escolha um template ou um board para duplicar, não os dois',
    imageInvalid: 'Por favor, selecione uma imagem válida',
    imageTooLarge: 'A imagem deve ter no máximo 5MB',
    feedbackRating: 'Escolha uma nota de 1 a 5',
    feedbackCommentTooLong: 'Comentário muito longo (máx. 500 caracteres)',
    columnNameRequired: 'Nome da coluna é obrigatório',
    columnNameTooLong: 'Nome da coluna deve ter no máximo 50 caracteres',
    wipLimitInvalid: 'Limite WIP deve ser um número inteiro entre 1 e 999',
    cardDescriptionTooLong: 'Descrição deve ter no máximo 10.000 caracteres',
    valueInvalid: 'Valor deve ser um número positivo com até 2 casas decimais',
    dateInvalid: 'Data inválida',
    dueBeforeStart: 'A data de entrega deve ser igual ou posterior à data de início',
    tagInvalid: 'Cada tag deve ter de 1 a 30 caracteres (máximo de 20 tags)',
    commentRequired: 'Escreva um comentário',
    commentTooLong: 'Comentário deve ter no máximo 5.000 caracteres',
    checklistTextRequired: 'Descreva o item',
    checklistTextTooLong: 'Item deve ter no máximo 500 caracteres',
    fileTooLarge: 'O arquivo deve ter no máximo 25MB',
    fileTypeNotAllowed: 'Tipo de arquivo não permitido',
  },
  errors: {
    validationFailed: 'Dados inválidos',
    unauthorized: 'Você precisa entrar para continuar',
    forbidden: 'Você não tem permissão para esta ação',
    notFound: 'Não encontrado',
    conflict: 'Conflito com o estado atual',
    cardExists: 'Já existe um card com este identificador',
    rateLimited: 'Muitas tentativas. Aguarde {{seconds}} segundos e tente novamente.',
    payloadTooLarge: 'Conteúdo grande demais',
    unsupportedMediaType: 'Tipo de conteúdo não suportado',
    internal: 'Erro interno do servidor. Tente novamente.',
    emailTaken: 'Este email já está cadastrado. Tente fazer login.',
    invalidCredentials: 'Email ou senha incorretos',
    signUpFailed: 'Erro ao criar conta',
    signInFailed: 'Erro ao fazer login',
    resetRequestFailed: 'Erro ao processar solicitação',
    passwordUpdateFailed: 'Erro ao atualizar senha',
    invalidResetToken: 'Link de redefinição inválido ou expirado. Solicite um novo.',
    originNotAllowed: 'Origem da requisição não permitida',
    workspaceNeedsOwner: 'O workspace precisa de um proprietário. Transfira a propriedade antes.',
    alreadyMember: 'Esta pessoa já é membro do workspace',
    invitationInvalid: 'Convite inválido ou expirado',
    invitationEmailMismatch: 'Este convite foi enviado para outro email',
    idempotencyInProgress: 'Esta ação já está sendo processada. Tente novamente em instantes.',
    idempotencyKeyReused: 'Esta chave de idempotência já foi usada com outro conteúdo.',
  },
};

export type Messages = typeof ptBR;

const enUS = {
  validation: {
    required: 'Required field',
    emailInvalid: 'Invalid email',
    emailTooLong: 'Email too long',
    passwordMin: 'Password must be at least 6 characters',
    passwordMax: 'Password must be at most 128 characters',
    passwordCommon: 'This password is too common. Choose one that is harder to guess.',
    passwordsMismatch: "Passwords don't match",
    nameMin: 'Name must be at least 2 characters',
    nameTooLong: 'Name too long',
    invalidValue: 'Invalid value',
    titleRequired: 'Title is required',
    titleTooLong: 'Title must be at most 100 characters',
    descriptionTooLong: 'Description must be at most 500 characters',
    workspaceNameRequired: 'Name is required',
    workspaceNameTooLong: 'Name must be at most 100 characters',
    labelNameRequired: 'Label name is required',
    labelNameTooLong: 'Label name must be at most 50 characters',
    templateOrDuplicate: 'Choose a template or a board to duplicate, not both',
    imageInvalid: 'Please select a valid image',
    imageTooLarge: 'The image must be at most 5MB',
    feedbackRating: 'Choose a rating from 1 to 5',
    feedbackCommentTooLong: 'Comment too long (max. 500 characters)',
    columnNameRequired: 'Column name is required',
    columnNameTooLong: 'Column name must be at most 50 characters',
    wipLimitInvalid: 'WIP limit must be a whole number between 1 and 999',
    cardDescriptionTooLong: 'Description must be at most 10,000 characters',
    valueInvalid: 'Value must be a positive number with up to 2 decimal places',
    dateInvalid: 'Invalid date',
    dueBeforeStart: 'The due date must be on or after the start date',
    tagInvalid: 'Each tag must have 1 to 30 characters (at most 20 tags)',
    commentRequired: 'Write a comment',
    commentTooLong: 'Comment must be at most 5,000 characters',
    checklistTextRequired: 'Describe the item',
    checklistTextTooLong: 'Item must be at most 500 characters',
    fileTooLarge: 'The file must be at most 25MB',
    fileTypeNotAllowed: 'File type not allowed',
  },
  errors: {
    validationFailed: 'Invalid data',
    unauthorized: 'You need to sign in to continue',
    forbidden: "You don't have permission for this action",
    notFound: 'Not found',
    conflict: 'Conflicts with the current state',
    cardExists: 'A card with this identifier already exists',
    rateLimited: 'Too many attempts. Wait {{seconds}} seconds and try again.',
    payloadTooLarge: 'Content too large',
    unsupportedMediaType: 'Unsupported content type',
    internal: 'Internal server error. Please try again.',
    emailTaken: 'This email is already registered. Try signing in.',
    invalidCredentials: 'Incorrect email or password',
    signUpFailed: 'Error creating account',
    signInFailed: 'Error signing in',
    resetRequestFailed: 'Error processing request',
    passwordUpdateFailed: 'Error updating password',
    invalidResetToken: 'Invalid or expired reset link. Request a new one.',
    originNotAllowed: 'Request origin not allowed',
    workspaceNeedsOwner: 'The workspace needs an owner. Transfer ownership first.',
    alreadyMember: 'This person is already a member of the workspace',
    invitationInvalid: 'Invalid or expired invitation',
    invitationEmailMismatch: 'This invitation was sent to another email',
    idempotencyInProgress: 'This action is already being processed. Try again in a moment.',
    idempotencyKeyReused: 'This idempotency key was already used with different content.',
  },
} satisfies Messages;

const esES = {
  validation: {
    required: 'Campo obligatorio',
    emailInvalid: 'Email inválido',
    emailTooLong: 'Email demasiado largo',
    passwordMin: 'La contraseña debe tener al menos 6 caracteres',
    passwordMax: 'La contraseña debe tener como máximo 128 caracteres',
    passwordCommon: 'Esta contraseña es muy común. Elige una más difícil de adivinar.',
    passwordsMismatch: 'Las contraseñas no coinciden',
    nameMin: 'El nombre debe tener al menos 2 caracteres',
    nameTooLong: 'Nombre demasiado largo',
    invalidValue: 'Valor inválido',
    titleRequired: 'El título es obligatorio',
    titleTooLong: 'El título debe tener como máximo 100 caracteres',
    descriptionTooLong: 'La descripción debe tener como máximo 500 caracteres',
    workspaceNameRequired: 'El nombre es obligatorio',
    workspaceNameTooLong: 'El nombre debe tener como máximo 100 caracteres',
    labelNameRequired: 'El nombre de la etiqueta es obligatorio',
    labelNameTooLong: 'El nombre de la etiqueta debe tener como máximo 50 caracteres',
    templateOrDuplicate: 'Elige una plantilla o un board para duplicar, no ambos',
    imageInvalid: 'Por favor, selecciona una imagen válida',
    imageTooLarge: 'La imagen debe tener como máximo 5MB',
    feedbackRating: 'Elige una nota del 1 al 5',
    feedbackCommentTooLong: 'Comentario demasiado largo (máx. 500 caracteres)',
    columnNameRequired: 'El nombre de la columna es obligatorio',
    columnNameTooLong: 'El nombre de la columna debe tener como máximo 50 caracteres',
    wipLimitInvalid: 'El límite WIP debe ser un número entero entre 1 y 999',
    cardDescriptionTooLong: 'La descripción debe tener como máximo 10.000 caracteres',
    valueInvalid: 'El valor debe ser un número positivo con hasta 2 decimales',
    dateInvalid: 'Fecha inválida',
    dueBeforeStart: 'La fecha de entrega debe ser igual o posterior a la fecha de inicio',
    tagInvalid: 'Cada etiqueta debe tener de 1 a 30 caracteres (máximo 20)',
    commentRequired: 'Escribe un comentario',
    commentTooLong: 'El comentario debe tener como máximo 5.000 caracteres',
    checklistTextRequired: 'Describe el elemento',
    checklistTextTooLong: 'El elemento debe tener como máximo 500 caracteres',
    fileTooLarge: 'El archivo debe tener como máximo 25MB',
    fileTypeNotAllowed: 'Tipo de archivo no permitido',
  },
  errors: {
    validationFailed: 'Datos inválidos',
    unauthorized: 'Debes iniciar sesión para continuar',
    forbidden: 'No tienes permiso para esta acción',
    notFound: 'No encontrado',
    conflict: 'Conflicto con el estado actual',
    cardExists: 'Ya existe una tarjeta con este identificador',
    rateLimited: 'Demasiados intentos. Espera {{seconds}} segundos e inténtalo de nuevo.',
    payloadTooLarge: 'Contenido demasiado grande',
    unsupportedMediaType: 'Tipo de contenido no admitido',
    internal: 'Error interno del servidor. Inténtalo de nuevo.',
    emailTaken: 'Este email ya está registrado. Intenta iniciar sesión.',
    invalidCredentials: 'Email o contraseña incorrectos',
    signUpFailed: 'Error al crear la cuenta',
    signInFailed: 'Error al iniciar sesión',
    resetRequestFailed: 'Error al procesar la solicitud',
    passwordUpdateFailed: 'Error al actualizar la contraseña',
    invalidResetToken: 'Enlace de restablecimiento inválido o caducado. Solicita uno nuevo.',
    originNotAllowed: 'Origen de la solicitud no permitido',
    workspaceNeedsOwner: 'El workspace necesita un propietario. Transfiere la propiedad primero.',
    alreadyMember: 'Esta persona ya es miembro del workspace',
    invitationInvalid: 'Invitación inválida o caducada',
    invitationEmailMismatch: 'Esta invitación se envió a otro email',
    idempotencyInProgress: 'Esta acción ya se está procesando. Inténtalo de nuevo en unos instantes.',
    idempotencyKeyReused: 'Esta clave de idempotencia ya se usó con otro contenido.',
  },
} satisfies Messages;

export const messages: Record<Locale, Messages> = { 'pt-BR': ptBR, 'en-US': enUS, 'es-ES': esES };

/** A dotted key into `Messages`, e.g. `validation.emailInvalid`. */
export type MessageKey = {
  [G in keyof Messages]: `${G & string}.${keyof Messages[G] & string}`;
}[keyof Messages];

export function isMessageKey(value: string): value is MessageKey {
  const [group, key] = value.split('.');
  if (!group || !key) return false;
  const groupMessages = (ptBR as Record<string, Record<string, string>>)[group];
  return groupMessages !== undefined && key in groupMessages;
}

/** Translates a message key, interpolating `{{name}}` placeholders. Unknown keys are returned as given. */
export function translate(
  key: string,
  locale: Locale = defaultLocale,
  params: Record<string, string | number> = {},
): string {
  if (!isMessageKey(key)) return key;
  const [group, name] = key.split('.') as [keyof Messages, string];
  const text = (messages[locale][group] as Record<string, string>)[name] ?? key;
  return text.replace(/\{\{(\w+)\}\}/g, (_, p: string) => String(params[p] ?? ''));
}
