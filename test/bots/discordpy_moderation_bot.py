# A moderation bot written with discord.py as its examples write one: a Client with the members intent and
# an app_commands CommandTree synced to one guild in setup_hook, each command with its default permissions,
# acting through Member and Guild methods, and event listeners that print what discord.py's cache holds
# after each change. Pointed at the emulator as test/bots/discordpy_bot.py is (discord.http.Route.BASE and
# the default gateway from GET /gateway). Run by test/bots-discordpy-moderation.test.ts.
import datetime
import json
import os
import urllib.request
from typing import Optional

import discord
import yarl
from discord import app_commands

API = os.environ["DISCORD_API_URL"]
discord.http.Route.BASE = API
with urllib.request.urlopen(f"{API}/gateway") as answer:
    discord.gateway.DiscordWebSocket.DEFAULT_GATEWAY = yarl.URL(json.load(answer)["url"])
GUILD = discord.Object(id=int(os.environ["GUILD_ID"]))


class Bot(discord.Client):
    def __init__(self):
        intents = discord.Intents.default()
        intents.members = True
        super().__init__(intents=intents)
        self.tree = app_commands.CommandTree(self)

    async def setup_hook(self):
        self.tree.copy_global_to(guild=GUILD)
        synced = await self.tree.sync(guild=GUILD)
        print(f"synced {', '.join(sorted(command.name for command in synced))}", flush=True)


client = Bot()


async def refused(interaction: discord.Interaction, what: str, member: discord.Member, error: discord.HTTPException):
    await interaction.response.send_message(
        f"I cannot {what} {member.name}: {error.code} {error.text}", ephemeral=True
    )


@client.tree.command(description="Kicks a member")
@app_commands.default_permissions(kick_members=True)
@app_commands.describe(member="Who", reason="Why")
async def kick(interaction: discord.Interaction, member: discord.Member, reason: Optional[str] = None):
    try:
        await member.kick(reason=reason)
    except discord.HTTPException as error:
        return await refused(interaction, "kick", member, error)
    await interaction.response.send_message(f"Kicked {member.name}.")


@client.tree.command(description="Bans a member and deletes their last hour of messages")
@app_commands.default_permissions(ban_members=True)
@app_commands.describe(member="Who", reason="Why")
async def ban(interaction: discord.Interaction, member: discord.Member, reason: Optional[str] = None):
    try:
        await interaction.guild.ban(member, reason=reason, delete_message_seconds=3600)
    except discord.HTTPException as error:
        return await refused(interaction, "ban", member, error)
    await interaction.response.send_message(f"Banned {member.name}.")


@client.tree.command(description="Times a member out")
@app_commands.default_permissions(moderate_members=True)
@app_commands.describe(member="Who", minutes="How long")
async def timeout(interaction: discord.Interaction, member: discord.Member, minutes: app_commands.Range[int, 1, 40320]):
    try:
        await member.timeout(datetime.timedelta(minutes=minutes), reason="by /timeout")
    except discord.HTTPException as error:
        return await refused(interaction, "time out", member, error)
    await interaction.response.send_message(f"Timed out {member.name} for {minutes} minutes.")


@client.tree.command(description="Gives a member a role")
@app_commands.default_permissions(manage_roles=True)
@app_commands.describe(member="Who", role="Which")
async def role(interaction: discord.Interaction, member: discord.Member, role: discord.Role):
    try:
        await member.add_roles(role)
    except discord.HTTPException as error:
        return await refused(interaction, "give a role to", member, error)
    await interaction.response.send_message(f"Gave {member.name} the {role.name} role.")


@client.tree.command(description="Sets the bot's nickname in this server")
@app_commands.default_permissions(manage_nicknames=True)
@app_commands.describe(nick="The new nickname")
async def nick(interaction: discord.Interaction, nick: str):
    try:
        # The bot's own member: discord.py sends it to PATCH /guilds/{id}/members/@me/nick.
        await interaction.guild.me.edit(nick=nick)
    except discord.HTTPException as error:
        return await interaction.response.send_message(
            f"I cannot change my nickname: {error.code} {error.text}", ephemeral=True
        )
    await interaction.response.send_message(f"My nickname is now {nick}.")


@client.event
async def on_member_update(before: discord.Member, after: discord.Member):
    roles = ",".join(str(r.id) for r in sorted(after.roles[1:], key=lambda r: r.id))
    print(f"cache member {after.id} roles={roles} timed_out={after.is_timed_out()}", flush=True)
    if before.nick != after.nick:
        print(f"cache nick {after.id} {after.nick}", flush=True)


@client.event
async def on_member_remove(member: discord.Member):
    print(f"cache removed {member.id} cached={member.guild.get_member(member.id) is not None}", flush=True)


@client.event
async def on_raw_bulk_message_delete(payload: discord.RawBulkMessageDeleteEvent):
    print(f"bulk delete {payload.channel_id} {','.join(str(i) for i in sorted(payload.message_ids))}", flush=True)


@client.event
async def on_member_ban(guild: discord.Guild, user: discord.User):
    print(f"banned {user.id}", flush=True)


@client.event
async def on_ready():
    members = len(client.get_guild(GUILD.id).members)
    print(f"ready as {client.user.id} with {members} members", flush=True)


client.run(os.environ["BOT_TOKEN"], log_handler=None)
