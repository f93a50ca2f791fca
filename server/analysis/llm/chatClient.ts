import { z } from 'zod';

export interface LlmSettings {
  baseUrl: string;
  model: string;
  apiKey: string | undefined;
  timeoutMs: number;
}

export interface JsonRequest {
  system: string;
  user: string;
  schemaName: string;
  /** JSON Schema the answer must follow (OpenAI `response_format: json_schema`, strict). */
  jsonSchema: Record<string, unknown>;
}

export class LlmError extends Error {
  override name = 'LlmError';
}

const completionSchema = z.object({
  choices: z.array(z.object({ message: z.object({ content: z.string().nullable() }) })).min(1),
});

/**
 * One chat completion against an OpenAI-compatible endpoint (llama.cpp, vLLM, Ollama, LM Studio on
 * the firm's own network), constrained to a JSON schema. Returns the parsed JSON, still unvalidated.
 */
export async function requestJson(settings: LlmSettings, request: JsonRequest): Promise<unknown> {
  const url = `${settings.baseUrl.replace(/\/+$/, '')}/chat/completions`;
  let response: Response;
  try {
    response = await fetch(url, {
      method: 'POST',
      signal: AbortSignal.timeout(settings.timeoutMs),
      headers: {
        'content-type': 'application/json',
        ...(settings.apiKey ? { authorization: `Bearer ${settings.apiKey}` } : {}),
      },
      body: JSON.stringify({
        model: settings.model,
        temperature: 0,
        messages: [
          { role: 'system', content: request.system },
          { role: 'user', content: request.user },
        ],
        response_format: {
          type: 'json_schema',
          json_schema: { name: request.schemaName, strict: true, schema: request.jsonSchema },
        },
      }),
    });
  } catch (error) {
    throw new LlmError(`LLM endpoint unreachable: ${error instanceof Error ? error.message : String(error)}`);
  }
  if (!response.ok) throw new LlmError(`LLM endpoint answered ${response.status}`);
  const completion = completionSchema.safeParse(await response.json().catch(() => undefined));
  const content = completion.success ? completion.data.choices[0]?.message.content : undefined;
  if (!content) throw new LlmError('LLM answer without content');
  try {
    return JSON.parse(content);
  } catch {
    throw new LlmError('LLM answer is not JSON');
  }
}
