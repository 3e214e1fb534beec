/**
 * Messages produced by shared validation and by the server's error responses.
 * The pt-BR texts are the spec's, word for word (§5, §8). The web app loads
 * these as the `shared` i18n namespace; the server uses them for `error.message`.
 * `satisfies Messages` on each translation makes a missing key a type error.
 */
export const ptBR = {
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
    mentionInvalid: 'Só é possível mencionar pessoas com acesso ao board',
    checklistTextRequired: 'Descreva o item',
    checklistTextTooLong: 'Item deve ter no máximo 500 caracteres',
    fileTooLarge: 'O arquivo deve ter no máximo 25MB',
    fileTypeNotAllowed: 'Tipo de arquivo não permitido',
    timeEntryEndBeforeStart: 'O fim deve ser pelo menos 1 segundo depois do início',
    timeEntryTooLong: 'Um registro de tempo deve ter no máximo 12 horas',
    timeEntryInFuture: 'O registro de tempo não pode terminar no futuro',
    skillInvalid: 'Cada habilidade deve ter no máximo 40 caracteres',
    skillsTooMany: 'Informe no máximo 20 habilidades',
    timezoneInvalid: 'Fuso horário inválido',
    totpCodeInvalid: 'Digite os 6 dígitos do código',
    backupCodeInvalid: 'Código de backup inválido',
    banReasonRequired: 'Informe o motivo do banimento',
    banReasonTooLong: 'Motivo deve ter no máximo 500 caracteres',
    invalidCharacters: 'Texto com caracteres inválidos',
    idInvalid: 'Identificador inválido',
    idNotFresh: 'Identificador inválido: gere um novo (UUID v7 recente)',
    dateOutOfRange: 'Data fora do intervalo permitido (anos 1900 a 2999)',
    nothingToUpdate: 'Nada para atualizar',
  },
  errors: {
    validationFailed: 'Dados inválidos',
    unauthorized: 'Você precisa entrar para continuar',
    forbidden: 'Você não tem permissão para esta ação',
    notFound: 'Não encontrado',
    conflict: 'Conflito com o estado atual',
    idTaken: 'Este identificador já está em uso. Gere outro.',
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
    invalidPassword: 'Senha incorreta',
    currentPasswordInvalid: 'Senha atual incorreta',
    twoFactorCodeInvalid: 'Código inválido. Confira o aplicativo autenticador e tente de novo.',
    backupCodeInvalid: 'Código de backup inválido ou já usado',
    twoFactorExpired: 'A verificação expirou. Entre novamente com email e senha.',
    twoFactorTooManyAttempts: 'Muitas tentativas. Entre novamente com email e senha.',
    accountBanned: 'Sua conta foi suspensa por um administrador. Se acha que é um engano, fale com o suporte.',
    twoFactorLocked: 'Muitas tentativas com código errado. Aguarde 15 minutos e tente novamente.',
    twoFactorAlreadyEnabled: 'A verificação em duas etapas já está ativa',
    twoFactorNotEnabled: 'A verificação em duas etapas não está ativa',
    emailSame: 'Este já é o seu email',
    emailConfirmMismatch: 'O email digitado não é o da sua conta',
    originNotAllowed: 'Origem da requisição não permitida',
    workspaceNeedsOwner: 'O workspace precisa de um proprietário. Transfira a propriedade antes.',
    alreadyMember: 'Esta pessoa já é membro do workspace',
    invitationInvalid: 'Convite inválido ou expirado',
    invitationEmailMismatch: 'Este convite foi enviado para outro email',
    idempotencyInProgress: 'Esta ação já está sendo processada. Tente novamente em instantes.',
    idempotencyKeyReused: 'Esta chave de idempotência já foi usada com outro conteúdo.',
    lastAdmin: 'Não é possível remover o último administrador. Promova outra pessoa antes.',
    cannotBanSelf: 'Você não pode banir a sua própria conta.',
    cannotDeleteSelf: 'Você não pode excluir a sua própria conta por aqui. Use Configurações.',
    invalidPath: 'Endereço inválido',
  },
};

export type Messages = typeof ptBR;

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
