import type {
  KyselyPlugin,
  PluginTransformQueryArgs,
  PluginTransformResultArgs,
  QueryResult,
  RootOperationNode,
  UnknownRow,
} from "kysely";

/**
 * SQLite has no boolean type: flags come back as 0/1. By convention every boolean column is
 * named is_… or has_…, so on SQLite this plugin turns those columns back into booleans and the
 * rest of the code sees the same values as on PostgreSQL.
 */
export class BooleanColumnsPlugin implements KyselyPlugin {
  transformQuery(args: PluginTransformQueryArgs): RootOperationNode {
    return args.node;
  }

  async transformResult(args: PluginTransformResultArgs): Promise<QueryResult<UnknownRow>> {
    for (const row of args.result.rows) {
      for (const key in row) {
        if ((key.startsWith("is_") || key.startsWith("has_")) && typeof row[key] === "number") {
          row[key] = row[key] === 1;
        }
      }
    }
    return args.result;
  }
}
