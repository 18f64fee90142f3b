/**
 * The AI Agent's evaluation set: questions as a visitor of the site would type them, each with the
 * facts a good first answer contains. Written from the pages a visitor reads (the documentation,
 * the FAQ, the plans, the comparison chart, the demo job board), not from the assistant's code.
 *
 * - `expect`: every entry must occur in the answer (text: case-insensitive; RegExp: as written).
 * - `decline`: the question is outside what the site knows; the agent must say it cannot answer.
 * - `after`: earlier questions of the same conversation, asked first; their answers are sent as
 *   the conversation's history, and only the last question is scored.
 *
 * The "held out" groups were written after the assistant's rules were tuned on the others. Round 1
 * first scored 56 %; its misses led to general fixes (stemming, synonyms, the verb check), so it is
 * no longer unseen. Round 2 was written after those fixes and not tuned on: its rate is the honest
 * estimate for questions nobody has seen.
 */
export type EvalGroup =
  | "operation, named"
  | "operation, described"
  | "faq"
  | "plans"
  | "comparison"
  | "jobs"
  | "follow-up"
  | "typos"
  | "docs and site"
  | "decline"
  | "held out, round 1"
  | "held out, round 2";

export interface EvalCase {
  group: EvalGroup;
  question: string;
  expect?: readonly (string | RegExp)[];
  decline?: true;
  after?: readonly string[];
}

const named = (question: string, ...expect: (string | RegExp)[]): EvalCase => ({
  group: "operation, named",
  question,
  expect,
});
const described = (question: string, ...expect: (string | RegExp)[]): EvalCase => ({
  group: "operation, described",
  question,
  expect,
});
const ask = (group: EvalGroup, question: string, ...expect: (string | RegExp)[]): EvalCase => ({
  group,
  question,
  expect,
});
const followUp = (after: string, question: string, ...expect: (string | RegExp)[]): EvalCase => ({
  group: "follow-up",
  after: [after],
  question,
  expect,
});
const decline = (question: string): EvalCase => ({ group: "decline", question, decline: true });

/** A link to the job board carrying the visitor's search terms. */
const searchLink = /\/search-jobs\?q=\w/;

export const evaluationSet: readonly EvalCase[] = [
  // Every documented operation, once by its name and once described in a visitor's words.
  named("What arguments does run_cmd take?", "command", "timeout"),
  described("How do I run a shell command on one of my servers?", "run_cmd"),
  named("What does run_script do with my script?", "work_dir"),
  described("How can I execute a local script on a remote machine?", "run_script"),
  named("What does the reboot operation wait for?", "answers again"),
  described("How do I restart a machine and wait until it is back?", "reboot"),
  named("What does start_service need?", "service_name"),
  described("How do I start a service?", "start_service"),
  named("What does stop_service return?", "status"),
  described("stop nginx on all web servers", "stop_service", /\d+@web stop_service/),
  named("What does restart_service do?", "stops and starts"),
  described("How do I restart a service?", "restart_service"),
  named("What states can status_service report?", "RUNNING", "DEAD"),
  described("How can I check whether a service is running?", "status_service"),
  named("What does upkeep_service do?", "DEAD"),
  described("How do I keep a service up, starting it only when it is down?", "upkeep_service"),
  named("What does delete_service do?", "removes its definition"),
  described("How do I remove a service completely from a node?", "delete_service"),
  named("Is a service made with create_service started right away?", "not started"),
  described("How do I define a new service on a node?", "create_service"),
  named("What does create_onboot_service do?", "boots"),
  described("How do I make a service start automatically at boot?", "create_onboot_service"),
  named("What does list_services return?", "{name, status}"),
  described("How can I see all the services on a machine?", "list_services"),
  named("What fields does list_processes give for each process?", "cpu_percent", "memory_mb"),
  described("Show me the running processes on a node", "list_processes"),
  named("What argument does search_processes take?", "query"),
  described("How do I find a process by its command line?", "search_processes"),
  named("Where does the output of start_process go?", "log file", "work_dir"),
  described("How do I launch a long-running background task that keeps going?", "start_process"),
  named("What details does select_process show?", "started_at"),
  described("How do I get the details of one process by its PID?", "select_process"),
  named("How long does kill_process wait before it kills?", "10 seconds"),
  described("How do I terminate a stuck process?", "kill_process"),
  named("What arguments does remote_copy_file take?", "local_path", "remote_path"),
  described("How do I upload a file from my computer to a server?", "remote_copy_file"),
  named("What does remote_copy_dir copy?", "everything in it"),
  described("How can I push a whole folder to a node?", "remote_copy_dir"),
  named("Which way does local_copy_file copy?", "from the node"),
  described("How do I download a log file from a node to my laptop?", "local_copy_file"),
  named("What does local_copy_dir return?", "bytes", "files"),
  described("How do I fetch an entire directory from a server?", "local_copy_dir"),
  named("What does list_dir return for each entry?", "modified"),
  described("How do I see what is in a folder on a node?", "list_dir"),
  named("What happens when the file given to mk_file already exists?", "modification time"),
  described("How do I create an empty file on a server?", "mk_file"),
  named("Does mk_dir create missing parent directories?", "parent directories"),
  described("How do I make a new directory on a node?", "mk_dir"),
  named("What does copy_file take?", "source_path", "destination_path"),
  described("How do I make a backup copy of /etc/hosts on the same server?", "copy_file"),
  named("What does copy_dir do?", "directory and its contents"),
  described("How do I copy a folder to another place on the node?", "copy_dir"),
  named("Can mv_file rename a file?", "renames"),
  described("How do I rename a file on a node?", "mv_file"),
  named("What arguments does mv_dir take?", "source_path", "destination_path"),
  described("How do I move a directory to a new location on a server?", "mv_dir"),
  named("What does rm_file return if there is no such file?", "removed"),
  described("How do I delete a file on a server?", "rm_file"),
  named("Does rm_dir delete the contents too?", "everything in it"),
  described("How do I remove a folder and all of its contents?", "rm_dir"),
  named("What kind of key does gen_key_pair create?", "Ed25519"),
  described("How do I generate an SSH key pair for the control node?", "gen_key_pair"),
  named("What does run_workflow return?", "workflow_id"),
  described("How do I run a list of operations in order from Python?", "run_workflow"),
  named("What does print_schedule show?", "run times"),
  described("How can I check when my scheduled workflow will run next?", "print_schedule"),
  named("What does build(dry_run=True) do?", /without changing anything|would be created/i),
  described("How can I preview infrastructure changes before applying them?", "dry_run"),
  named("What does create_vpc need?", "cidr_block"),
  described("How do I create a VPC on AWS?", "create_vpc"),
  named("What fields does create_subnet take?", "availability_zone"),
  described("How do I add a subnet in one availability zone?", "create_subnet"),
  named("What does create_internet_gateway do?", "attaches"),
  described("How do I give my VPC access to the internet?", "create_internet_gateway"),
  named("What does create_route_table do?", "default route"),
  described("How do I associate subnets with a routing table?", "create_route_table"),
  named("What rules does create_security_group accept?", "ingress"),
  described("How do I open port 443 in a firewall on AWS?", "create_security_group"),
  named("What does import_key_pair do?", "EC2 key pair"),
  described("How do I use my existing SSH public key for new EC2 instances?", "import_key_pair"),
  named("What fields does launch_instances need?", "instance_type", "image_id"),
  described("How do I start new EC2 servers with the builder?", "launch_instances"),
  named("What does allocate_elastic_ip do?", "Elastic IP"),
  described("How do I give an instance a fixed public IP address?", "allocate_elastic_ip"),

  // The FAQ of the contact page.
  ask("faq", "Why should I use the Systems Controller?", "one place"),
  ask("faq", "What's the benefit over my cron jobs and scripts?", "one place"),
  ask("faq", "What is the Systems Controller used for?", "CI/CD", "job scheduling"),
  ask("faq", "What would I use the Systems Controller for?", "CI/CD"),
  ask("faq", "How do I set up the Systems Controller?", "control node", "managed nodes"),
  ask("faq", "How do I get started with the Systems Controller?", "control node"),
  ask("faq", "Which platforms are supported?", "Windows", "Linux", "macOS"),
  ask("faq", "Does the Systems Controller support Windows?", "Windows", "Linux", "macOS"),
  ask("faq", "Can I run it on-premise or only in the cloud?", "on-premise", "hybrid"),

  // Plans and prices.
  ask("plans", "How much does the Pro plan cost?", "$15"),
  ask("plans", "What is the cheapest plan?", "Basic Plan", "$10"),
  ask("plans", "Which plan has unlimited storage?", "Enterprise"),
  ask("plans", "What does the Enterprise plan include?", "24/7 Dedicated Support", "Custom Integrations"),
  ask("plans", "What are your prices?", "$10", "$15", "$20"),
  ask("plans", "How many system controllers do I get with the Pro plan?", "5 System Controllers"),
  ask("plans", "Is there a plan with 24/7 support?", "Enterprise"),
  ask("plans", "How much storage comes with the Basic plan?", "10GB"),
  ask("plans", "Can I cancel my subscription at any time?", "cancel at any time"),

  // The comparison chart (scores out of 3; pricing is a cost level, lower is cheaper).
  ask("comparison", "How does it compare to Ansible on pricing?", "Ansible", "2 out of 3"),
  ask("comparison", "Is the Systems Controller cheaper than Terraform?", "1 out of 3", "3 out of 3"),
  ask("comparison", "Does Terraform have observability?", /not supported|does not support/i),
  ask("comparison", "How does Rancher score on API simplicity?", /not supported|does not support/i),
  ask("comparison", "Compare the Systems Controller with Puppet", "Puppet", "1 out of 3"),
  ask("comparison", "Which tool has the best portability?", "Systems Controller", "Ansible"),
  ask("comparison", "How does Ansible do on observability?", "1 out of 3"),
  ask("comparison", "Is the Systems Controller better than Ansible?", "Ansible", "Observability"),
  ask("comparison", "What's the API coverage of Terraform?", "3 out of 3"),
  ask("comparison", "How portable is Rancher compared to yours?", "1 out of 3"),
  ask("comparison", "Which tools are in your comparison chart?", "Ansible", "Rancher", "Terraform", "Puppet"),
  ask("comparison", "how expensive is puppet", "Puppet", "3 out of 3"),

  // Open jobs (the demo job board of a fresh site).
  ask("jobs", "Do you have jobs in Berlin?", "Kubernetes Platform Engineer", searchLink),
  ask("jobs", "Are you hiring?", /\/job\/\d+/, "/search-jobs"),
  ask(
    "jobs",
    "remote DevOps jobs",
    /Site Reliability Engineer|Support Engineer|Developer Advocate/,
    searchLink,
  ),
  ask("jobs", "Any openings for a Python developer?", /Automation Engineer \(Python/),
  ask("jobs", "I'm looking for a job in London", /Lead DevOps Engineer|Application Security Engineer/),
  ask("jobs", "Do you have any internships?", /Intern\b/),
  ask("jobs", "Can I work remotely? Show me remote jobs", /Remote \(/, searchLink),
  ask("jobs", "What Kubernetes jobs are open?", /Kubernetes (Platform|Support) Engineer/, searchLink),
  ask("jobs", "How do I apply for a job?", "resume", "/search-jobs"),
  ask("jobs", "careers at your company", "/search-jobs"),
  ask(
    "jobs",
    "Do you have positions in Toronto?",
    /Senior Kubernetes Platform Engineer|Senior PostgreSQL DBA/,
  ),

  // Follow-up questions that only make sense after the previous one.
  followUp("How do I restart a service?", "and how do I stop it?", "stop_service"),
  followUp("How do I kill a process?", "and how do I list them?", "list_processes"),
  followUp("How much is the Pro plan?", "and the Enterprise one?", "$20"),
  followUp(
    "How does the Systems Controller compare to Ansible?",
    "what about Terraform?",
    "Terraform",
    /not supported|does not support/i,
  ),
  followUp(
    "Do you have jobs in Berlin?",
    "and in London?",
    /Lead DevOps Engineer|Application Security Engineer/,
  ),
  followUp("How do I copy a file to a node?", "and a whole directory?", "remote_copy_dir"),
  followUp("How do I create a directory on a node?", "how do I delete it again?", "rm_dir"),
  followUp("What does upkeep_service do?", "can I run it on a whole cluster?", /\d+@\w+ upkeep_service/),
  followUp("How do I start a service?", "and check its status?", "status_service"),

  // Typing mistakes.
  ask("typos", "how do i restat a servise", "restart_service"),
  ask("typos", "genrate ssh kee pair", "gen_key_pair"),
  ask("typos", "whats the pric of the pro plan", "$15"),
  ask("typos", "does it suport windows", "Windows", "Linux"),
  ask("typos", "compair with ansibel", "Ansible"),
  ask("typos", "how to kil a proccess", "kill_process"),
  ask("typos", "paralel execution on a clustr", "num_threads"),
  ask("typos", "instal the univeral shell", "pip install universal-shell"),
  ask("typos", "white papper pdf", ".pdf"),
  ask("typos", "how do i cretae a vpc", "create_vpc"),
  ask("typos", "jobs in berln", "Kubernetes Platform Engineer"),

  // The documentation's concepts and the rest of the site.
  ask("docs and site", "How do I install the Universal Shell?", "pip install universal-shell"),
  ask("docs and site", "What Python version do I need?", "3.9"),
  ask("docs and site", "What is the parallel syntax?", "{num_threads}@{cluster}"),
  ask("docs and site", "How do I write the credentials file?", "priv_key_path"),
  ask("docs and site", "Which port does the ManagedNode listen on?", "8000"),
  ask("docs and site", "How do I address an EC2 instance by its id?", "priv_ipv4"),
  ask("docs and site", "What IAM permission does the AWS Extended Shell need?", "ec2:DescribeInstances"),
  ask("docs and site", "How do I schedule a workflow every week?", "604800"),
  ask("docs and site", "How do I run the ManagedNode as a systemd service?", "systemctl enable"),
  ask("docs and site", "Where can I download the white paper?", "universal-shell-white-paper.pdf"),
  ask("docs and site", "I want to talk to sales", "/contact-us", "contact@automation-controller.example"),
  ask("docs and site", "What's your e-mail address?", "contact@automation-controller.example"),
  ask("docs and site", "What is the difference between ControlNode and ManagedNode?", "agent"),
  ask("docs and site", "What does every operation return?", "dictionary"),
  ask("docs and site", "Do you offer LLM integrations?", "language model"),
  ask("docs and site", "Can you help with data warehousing?", "data warehouse"),
  ask("docs and site", "What is the AWS Infrastructure Builder?", "actions"),
  ask("docs and site", "How many threads should I use for a rolling restart?", /often `?1`?/),
  ask("docs and site", "What happens if one node fails during a parallel run?", "skipped"),
  ask("docs and site", "What goes into the Infrastructure Builder's credentials file?", "aws_access_key_id"),
  ask("docs and site", "What services do you offer?", "Custom Automation Pipelines"),

  // Outside what the site knows: the agent must say so.
  decline("What's the weather in Paris tomorrow?"),
  decline("Write me a poem about the sea"),
  decline("Who won the football world cup in 2018?"),
  decline("What is the capital of Australia?"),
  decline("Give me a recipe for lasagna"),
  decline("Tell me a joke"),
  decline("How do I reset my iPhone?"),
  decline("What is the price of bitcoin today?"),
  decline("Who is the CEO of Apple?"),
  decline("Translate 'good morning' into Spanish"),
  decline("What is 17 times 23?"),
  decline("Recommend a good movie for tonight"),
  decline("How do I bake sourdough bread?"),
  decline("Can you book me a flight to New York?"),
  decline("How tall is Mount Everest?"),

  // Written after tuning; round 1 then led to general fixes (see the note at the top).
  ask("held out, round 1", "how can I see which processes use the most memory?", "list_processes"),
  ask("held out, round 1", "restart postgres on the db server", "restart_service"),
  ask(
    "held out, round 1",
    "is there a way to run a script on every node at once?",
    "run_script",
    /\d+@\w+ run_script/,
  ),
  ask("held out, round 1", "how do I get a file from a node back to my machine?", "local_copy_file"),
  ask("held out, round 1", "what's the monthly price of the enterprise plan?", "$20"),
  ask("held out, round 1", "is puppet better at observability than you?", "Puppet", "1 out of 3"),
  ask("held out, round 1", "any jobs in Amsterdam?", /Backend Engineer \(TypeScript|Observability Engineer/),
  ask("held out, round 1", "senior positions in Seattle", /Seattle/),
  ask("held out, round 1", "are there openings for technical writers?", "Technical Writer"),
  ask("held out, round 1", "How do I check that the connection to a node works?", "hostname"),
  ask("held out, round 1", "where do I put the path of the private key?", "priv_key_path"),
  ask("held out, round 1", "can the shell reach instances by their private IP?", "priv_ipv4"),
  ask("held out, round 1", "how do I make a workflow run at specific dates?", "explicit"),
  ask("held out, round 1", "tell me about the LLM integration", "language model"),
  ask("held out, round 1", "How do I upgrade packages on all my servers?", "apt-get"),
  ask("held out, round 1", "what is upkeep", "upkeep_service"),
  ask("held out, round 1", "show me the disk usage of a server", "run_cmd"),
  ask(
    "held out, round 1",
    "How is the traffic between the control node and the managed nodes secured?",
    /sign|TLS/,
  ),
  ask("held out, round 1", "Which AWS region does the extended shell use?", "region"),
  {
    group: "held out, round 1",
    after: ["How do I list the services on a node?"],
    question: "and on a whole cluster?",
    expect: ["list_services", /\d+@\w+ list_services/],
  },
  {
    group: "held out, round 1",
    after: ["What is the Systems Controller used for?"],
    question: "how much is it?",
    expect: ["$10"],
  },
  { group: "held out, round 1", question: "How do I delete an EC2 key pair?", decline: true },
  { group: "held out, round 1", question: "Who founded your company?", decline: true },
  { group: "held out, round 1", question: "What's the best pizza in Naples?", decline: true },
  { group: "held out, round 1", question: "Does it work with Kubernetes?", decline: true },

  // Round 2: written after every fix, scored as it came out.
  ask("held out, round 2", "how do I see the log files in /var/log/nginx?", "list_dir"),
  ask("held out, round 2", "can I schedule something to run every day?", /recurring|period/),
  ask("held out, round 2", "What does the ok field mean in a result?", "succeeded"),
  ask("held out, round 2", "how do I bring a dead service back up automatically?", "upkeep_service"),
  ask("held out, round 2", "Which operating systems can managed machines run?", "Windows", "Linux", "macOS"),
  ask("held out, round 2", "do you support mac?", "macOS"),
  ask("held out, round 2", "what's included in the basic plan?", "1 System Controller"),
  ask("held out, round 2", "How does Terraform compare on pricing?", "3 out of 3"),
  ask("held out, round 2", "Are there any QA jobs?", "QA Automation Engineer"),
  ask("held out, round 2", "jobs for frontend developers", "Frontend Engineer (React)"),
  ask("held out, round 2", "how do I stop a runaway process?", "kill_process"),
  ask("held out, round 2", "what is a ManagedNode?", "agent"),
  ask("held out, round 2", "How do I install the AWS extension?", "pip install universal-shell-aws"),
  ask("held out, round 2", "What does the builder do when I run the same actions file twice?", /reuse|exist/),
  ask("held out, round 2", "How do I rename a directory?", "mv_dir"),
  ask(
    "held out, round 2",
    "how do I copy my nginx config to all web nodes?",
    /remote_copy_(file|dir)/,
    /\d+@web/,
  ),
  ask("held out, round 2", "what happens if a node doesn't come back after a reboot?", "fails"),
  ask("held out, round 2", "Who are your competitors?", "Ansible", "Terraform"),
  ask("held out, round 2", "How do I contact support?", "contact@automation-controller.example"),
  {
    group: "held out, round 2",
    after: ["How do I list processes on a node?"],
    question: "and kill one?",
    expect: ["kill_process"],
  },
  { group: "held out, round 2", question: "What is the meaning of life?", decline: true },
  { group: "held out, round 2", question: "Can you write my CV?", decline: true },
  { group: "held out, round 2", question: "How do I cook rice?", decline: true },
];
