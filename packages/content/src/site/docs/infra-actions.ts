/**
 * The actions an AwsInfraBuilder actions file may contain. Single source of the actions
 * reference on the AWS Infrastructure Builder pages and of the check of their JSON examples.
 */

export interface InfraActionField {
  name: string;
  type: string;
  optional?: boolean;
  description: string;
}

export interface InfraActionDoc {
  action: string;
  description: string;
  fields: readonly InfraActionField[];
}

const name: InfraActionField = {
  name: "name",
  type: "str",
  description: "Unique name of the resource in this file; later actions refer to it.",
};
const vpc: InfraActionField = { name: "vpc", type: "str", description: "Name of a `create_vpc` action." };
const cidrBlock: InfraActionField = {
  name: "cidr_block",
  type: "str",
  description: "IPv4 range, for example `10.20.0.0/16`.",
};

export const infraActions: readonly InfraActionDoc[] = [
  {
    action: "create_vpc",
    description: "Creates a VPC with DNS host names enabled.",
    fields: [name, cidrBlock],
  },
  {
    action: "create_subnet",
    description: "Creates a subnet in one availability zone.",
    fields: [
      name,
      vpc,
      cidrBlock,
      { name: "availability_zone", type: "str", description: "For example `eu-west-1a`." },
      {
        name: "public",
        type: "bool",
        optional: true,
        description: "Give instances launched here a public IPv4 address. Default false.",
      },
    ],
  },
  {
    action: "create_internet_gateway",
    description: "Creates an internet gateway and attaches it to the VPC.",
    fields: [name, vpc],
  },
  {
    action: "create_route_table",
    description:
      "Creates a route table for the subnets, with a default route to the internet gateway if given.",
    fields: [
      name,
      vpc,
      { name: "subnets", type: "list[str]", description: "Names of `create_subnet` actions to associate." },
      {
        name: "internet_gateway",
        type: "str",
        optional: true,
        description: "Name of a `create_internet_gateway` action for the 0.0.0.0/0 route.",
      },
    ],
  },
  {
    action: "create_security_group",
    description:
      "Creates a security group that allows the listed inbound traffic (all outbound traffic is allowed).",
    fields: [
      name,
      vpc,
      {
        name: "ingress",
        type: "list[dict]",
        description: "Rules `{protocol, port, cidr_block}`, protocol `tcp` or `udp`.",
      },
    ],
  },
  {
    action: "import_key_pair",
    description: "Imports a public key as an EC2 key pair, for SSH access to new instances.",
    fields: [
      name,
      { name: "public_key_path", type: "str", description: "Path of an OpenSSH public key file." },
    ],
  },
  {
    action: "launch_instances",
    description: "Launches EC2 instances and waits until they are running.",
    fields: [
      name,
      { name: "subnet", type: "str", description: "Name of a `create_subnet` action." },
      {
        name: "image_id",
        type: "str",
        description: "AMI id, for example an Ubuntu 24.04 image of your region.",
      },
      { name: "instance_type", type: "str", description: "For example `t3.small`." },
      { name: "count", type: "int", description: "Number of instances." },
      { name: "key_pair", type: "str", description: "Name of an `import_key_pair` action." },
      {
        name: "security_groups",
        type: "list[str]",
        description: "Names of `create_security_group` actions.",
      },
      {
        name: "user_data_path",
        type: "str",
        optional: true,
        description: "Path of a start-up script, for example one that installs and starts the ManagedNode.",
      },
    ],
  },
  {
    action: "allocate_elastic_ip",
    description:
      "Allocates an Elastic IP address and associates it with the first instance of a launch action.",
    fields: [name, { name: "instance", type: "str", description: "Name of a `launch_instances` action." }],
  },
];

export function findInfraAction(action: string): InfraActionDoc | undefined {
  return infraActions.find((candidate) => candidate.action === action);
}
