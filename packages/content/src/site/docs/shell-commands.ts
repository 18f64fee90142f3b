/**
 * The catalogue of every Universal Shell operation (docs/product/requirements.md §9). It is the
 * single source of the API overview page, of the search index entries for the reference, and
 * of the check that every documentation example calls only documented operations.
 * Each record has the fields of the spec's "shell API function documentation" (section 3).
 */

import { arg, command, type ShellCommandDoc } from "./shell-command-model.ts";

export type { ShellArg, ShellCommandCategory, ShellCommandDoc } from "./shell-command-model.ts";
export { shellCommandCategories } from "./shell-command-model.ts";

const timeout = arg(
  "timeout",
  "int",
  "Seconds to wait before the operation is stopped; no limit when left out.",
  true,
);
const serviceName = arg("service_name", "str", "Name of the service on the node, for example `nginx`.");
const processId = arg("process_id", "int", "Operating-system process id (PID) on the node.");
const localPath = arg("local_path", "str", "Path on the control machine.");
const remotePath = arg("remote_path", "str", "Path on the managed node.");
const sourcePath = arg("source_path", "str", "Existing path on the node.");
const destinationPath = arg("destination_path", "str", "Target path on the node.");
const filePath = arg("file_path", "str", "Path of a file on the node.");
const dirPath = arg("dir_path", "str", "Path of a directory on the node.");
const serviceCommand = arg("command", "str", "Command line the service runs, with an absolute program path.");

const node = "deploy@10.0.1.21:8000";

function serviceAction(name: string, description: string, returns: string): ShellCommandDoc {
  return command(name, "services", [serviceName], {
    description,
    returns,
    example: `${node} ${name} service_name="nginx"`,
  });
}

function transfer(name: string, description: string, example: string): ShellCommandDoc {
  return command(name, "transfers", [localPath, remotePath], {
    description,
    returns: "`local_path`, `remote_path`, `bytes` (bytes copied), `files` (number of files copied).",
    example: `${node} ${name} ${example}`,
  });
}

function nodeCopy(name: string, description: string, example: string): ShellCommandDoc {
  return command(name, "files", [sourcePath, destinationPath], {
    description,
    returns: "`source_path`, `destination_path`.",
    example: `${node} ${name} ${example}`,
  });
}

export const shellCommands: readonly ShellCommandDoc[] = [
  command(
    "run_cmd",
    "commands",
    [arg("command", "str", "Command line, run by the node's default shell."), timeout],
    {
      description: "Runs a command on the node as the connecting user and waits for it to finish.",
      returns: "`exit_code`, `stdout`, `stderr`, `duration_seconds`.",
      example: `${node} run_cmd command="df -h /" timeout=60`,
    },
  ),
  command(
    "run_script",
    "commands",
    [arg("script_path", "str", "Path of the script on the control machine."), timeout],
    {
      description:
        "Uploads a script from the control machine into the node's work_dir, makes it executable, runs it and removes it.",
      returns: "`exit_code`, `stdout`, `stderr`, `duration_seconds`.",
      example: `${node} run_script script_path="scripts/rotate-logs.sh" timeout=300`,
    },
  ),
  command("reboot", "commands", [arg("timeout", "int", "Seconds to wait for the node to answer again.")], {
    description:
      "Restarts the machine and waits until its ManagedNode answers again. The operation fails if the node is not back within timeout seconds.",
    returns: "`rebooted` (true), `downtime_seconds`.",
    example: `${node} reboot timeout=1800`,
  }),
  serviceAction("start_service", "Starts the service.", "`service_name`, `status` after the action."),
  serviceAction("stop_service", "Stops the service.", "`service_name`, `status` after the action."),
  serviceAction(
    "restart_service",
    "Stops and starts the service.",
    "`service_name`, `status` after the action.",
  ),
  serviceAction(
    "status_service",
    "Reads the state of the service without changing it: `RUNNING` or `DEAD`.",
    "`service_name`, `status` (`RUNNING` or `DEAD`), `since` (time of the last change).",
  ),
  serviceAction(
    "upkeep_service",
    "Keeps a service up: starts it only if its status is `DEAD`. A running service is left untouched, so upkeep is safe to schedule as often as you like.",
    "`service_name`, `status`, `started` (true only if the service was DEAD and has been started).",
  ),
  serviceAction(
    "delete_service",
    "Stops the service and removes its definition from the node.",
    "`service_name`, `deleted` (true).",
  ),
  command("create_service", "services", [serviceName, serviceCommand], {
    description: "Defines a new service that runs command. It is not started and not enabled at boot.",
    returns: "`service_name`, `status` (`DEAD` until started).",
    example: `${node} create_service service_name="inventory-api" command="/opt/inventory/bin/server --port 9000"`,
  }),
  command("create_onboot_service", "services", [serviceName, serviceCommand], {
    description:
      "Defines a new service that runs command and is started automatically whenever the node boots.",
    returns: "`service_name`, `status`, `on_boot` (true).",
    example: `${node} create_onboot_service service_name="metrics-agent" command="/usr/local/bin/metrics-agent"`,
  }),
  command("list_services", "services", [], {
    description: "Lists the services on the node with their state.",
    returns: "`services`: a list of `{name, status}` dictionaries.",
    example: `${node} list_services`,
  }),
  command("list_processes", "processes", [], {
    description: "Lists the running processes of the node.",
    returns: "`processes`: a list of `{process_id, user, command, cpu_percent, memory_mb}` dictionaries.",
    example: `${node} list_processes`,
  }),
  command(
    "search_processes",
    "processes",
    [arg("query", "str", "Text to look for in the process command lines.")],
    {
      description: "Lists the processes whose command line contains query.",
      returns:
        "`processes`: the matching `{process_id, user, command, cpu_percent, memory_mb}` dictionaries.",
      example: `${node} search_processes query="gunicorn"`,
    },
  ),
  command("start_process", "processes", [arg("command", "str", "Command line of the process to start.")], {
    description:
      "Starts a detached process that keeps running after the operation returns; its output goes to a log file in work_dir.",
    returns: "`process_id`, `log_path`.",
    example: `${node} start_process command="/opt/tools/reindex --all"`,
  }),
  command("select_process", "processes", [processId], {
    description: "Reads the details of one process.",
    returns: "`process_id`, `user`, `command`, `status`, `started_at`, `cpu_percent`, `memory_mb`.",
    example: `${node} select_process process_id=48211`,
  }),
  command("kill_process", "processes", [processId], {
    description:
      "Stops a process: asks it to terminate, and kills it if it is still running after 10 seconds.",
    returns: "`process_id`, `killed` (true).",
    example: `${node} kill_process process_id=48211`,
  }),
  transfer(
    "remote_copy_file",
    "Copies one file from the control machine to the node.",
    'local_path="build/app.tar.gz" remote_path="/opt/app/releases/app.tar.gz"',
  ),
  transfer(
    "remote_copy_dir",
    "Copies a directory and everything in it from the control machine to the node.",
    'local_path="config/nginx" remote_path="/etc/nginx/conf.d"',
  ),
  transfer(
    "local_copy_file",
    "Copies one file from the node to the control machine.",
    'local_path="reports/web1-syslog" remote_path="/var/log/syslog"',
  ),
  transfer(
    "local_copy_dir",
    "Copies a directory and everything in it from the node to the control machine.",
    'local_path="backups/web1-etc" remote_path="/etc/inventory"',
  ),
  command("list_dir", "files", [dirPath], {
    description: "Lists the entries of a directory.",
    returns: "`entries`: a list of `{name, type, size, modified}` dictionaries (type is `file` or `dir`).",
    example: `${node} list_dir dir_path="/var/log/nginx"`,
  }),
  command("mk_file", "files", [filePath], {
    description: "Creates an empty file, or updates the modification time of an existing one.",
    returns: "`file_path`, `created` (false if the file existed).",
    example: `${node} mk_file file_path="/opt/app/maintenance.flag"`,
  }),
  command("mk_dir", "files", [dirPath], {
    description: "Creates a directory and any missing parent directories.",
    returns: "`dir_path`, `created` (false if the directory existed).",
    example: `${node} mk_dir dir_path="/opt/app/releases"`,
  }),
  nodeCopy(
    "copy_file",
    "Copies a file on the node.",
    'source_path="/etc/hosts" destination_path="/etc/hosts.bak"',
  ),
  nodeCopy(
    "copy_dir",
    "Copies a directory and its contents on the node.",
    'source_path="/opt/app/current" destination_path="/opt/app/previous"',
  ),
  nodeCopy(
    "mv_file",
    "Moves or renames a file on the node.",
    'source_path="/tmp/app.conf" destination_path="/etc/app/app.conf"',
  ),
  nodeCopy(
    "mv_dir",
    "Moves or renames a directory on the node.",
    'source_path="/opt/app/staging" destination_path="/opt/app/current"',
  ),
  command("rm_file", "files", [filePath], {
    description: "Removes a file.",
    returns: "`file_path`, `removed` (false if there was no such file).",
    example: `${node} rm_file file_path="/opt/app/maintenance.flag"`,
  }),
  command("rm_dir", "files", [dirPath], {
    description: "Removes a directory and everything in it.",
    returns: "`dir_path`, `removed` (false if there was no such directory).",
    example: `${node} rm_dir dir_path="/opt/app/releases/2025-05-01"`,
  }),
];

export function findShellCommand(name: string): ShellCommandDoc | undefined {
  return shellCommands.find((candidate) => candidate.name === name);
}
