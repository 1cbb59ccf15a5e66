/** The parts of an OpenAPI document the document's tests read. */
export interface OperationObject {
  operationId?: string;
  tags?: string[];
  security?: Record<string, string[]>[];
  requestBody?: { content?: Record<string, unknown> };
  responses: Record<string, { content?: Record<string, { schema?: { $ref?: string } }> }>;
}
export interface OpenApiDocument {
  openapi: string;
  info: { license?: { name: string; identifier?: string } };
  servers?: { url: string }[];
  tags?: { name: string; description?: string }[];
  components?: { securitySchemes?: Record<string, { type: string; in?: string; name?: string }> };
  paths: Record<string, Record<string, OperationObject>>;
}

export interface Operation {
  method: string;
  path: string;
  /** "POST /cart": how a failing check names the operation. */
  label: string;
  operation: OperationObject;
}

const METHODS = new Set(["get", "put", "post", "delete", "options", "head", "patch", "trace"]);

/** Every operation of the document, in document order. */
export function operationsOf(doc: OpenApiDocument): Operation[] {
  return Object.entries(doc.paths).flatMap(([path, item]) =>
    Object.entries(item)
      .filter(([method]) => METHODS.has(method))
      .map(([method, operation]) => ({
        method,
        path,
        label: `${method.toUpperCase()} ${path}`,
        operation,
      })),
  );
}
