/**
 * The most common passwords of six or more characters, from public breach
 * frequency lists, plus frequent Brazilian choices. Sign-up and password
 * changes refuse them (ARCHITECTURE §8). Compared in lower case.
 */
export const commonPasswords: ReadonlySet<string> = new Set([
  '123456', '1234567', '12345678', '123456789', '1234567890', '12345678910', '0123456789',
  '111111', '1111111', '11111111', '000000', '00000000', '121212', '123123', '123321',
  '654321', '666666', '696969', '777777', '888888', '987654321', '112233', '123654',
  '147258', '159753', '789456', '123qwe', '1q2w3e', '1q2w3e4r', '1q2w3e4r5t', 'zaq12wsx',
  'password', 'password1', 'password123', 'passw0rd', 'p@ssw0rd', 'p@ssword', 'qwerty',
  'qwerty1', 'qwerty123', 'qwertyuiop', 'asdfgh', 'asdfghjkl', 'zxcvbn', 'zxcvbnm',
  'abc123', 'abcdef', 'abcd1234', 'a123456', 'aa123456', 'iloveyou', 'princess', 'sunshine',
  'monkey', 'dragon', 'football', 'baseball', 'master', 'shadow', 'superman', 'batman',
  'trustno1', 'letmein', 'welcome', 'welcome1', 'login', 'admin', 'admin123', 'administrator',
  'starwars', 'whatever', 'freedom', 'michael', 'jennifer', 'charlie', 'jordan23', 'hunter2',
  'computer', 'internet', 'secret', 'changeme', 'default', 'google', 'mustang', 'liverpool',
  'chelsea', 'arsenal', 'pokemon', 'naruto', 'flower', 'hello123', 'lovely', 'loveme',
  'senha', 'senha1', 'senha12', 'senha123', 'senha1234', 'mudar123', 'mudar@123', 'trocar123',
  'brasil', 'brasil123', 'flamengo', 'corinthians', 'palmeiras', 'saopaulo', 'vasco', 'gremio',
  'santos', 'cruzeiro', 'botafogo', 'fluminense', 'internacional', 'amor123', 'te amo', 'teamo',
  'meuamor', 'jesus', 'jesus123', 'deusefiel', 'familia', 'gabriel', 'gabriela', 'mariana',
  'felipe', 'lucas123', 'rafael', 'juliana', 'camila', 'beatriz', 'fernanda', 'bruno123',
  'contraseña', 'contrasena', 'contraseña123', 'rbaxflow', 'rbax123', 'kanban', 'trello',
]);

export function isCommonPassword(password: string): boolean {
  return commonPasswords.has(password.trim().toLowerCase());
}
