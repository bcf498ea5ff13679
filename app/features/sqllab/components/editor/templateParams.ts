/** Why a template-parameters text cannot be sent, or undefined when it is a JSON object (or blank). */
export function templateParamsError(text: string): string | undefined {
  if (!text.trim()) return undefined;
  try {
    const value: unknown = JSON.parse(text);
    if (typeof value !== 'object' || value === null || Array.isArray(value)) {
      return 'Parameters must be a JSON object, like {"limit": 10}.';
    }
    return undefined;
  } catch (error) {
    return `Invalid JSON: ${error instanceof Error ? error.message : String(error)}`;
  }
}
