<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_CN">
    <context>
        <name />
        <message>
            <source>&amp;Import…</source>
            <translation>导入(&amp;I)…</translation>
        </message>
        <message>
            <source>Import abstract lists into the library</source>
            <translation>将摘要列表导入文献库</translation>
        </message>
        <message>
            <source>Import from &amp;Zotero…</source>
            <translation>从 Zotero 导入(&amp;Z)…</translation>
        </message>
        <message>
            <source>Bring your Zotero library: items, notes, files, tags and collections (Zotero may stay open)</source>
            <translation>导入您的 Zotero 文献库：条目、笔记、文件、标签和分类（Zotero 可保持打开）</translation>
        </message>
        <message>
            <source>&amp;Open Shared Library…</source>
            <translation>打开共享文献库(&amp;O)…</translation>
        </message>
        <message>
            <source>Open a library on a PostgreSQL server in a new window</source>
            <translation>在新窗口中打开 PostgreSQL 服务器上的文献库</translation>
        </message>
        <message>
            <source>&amp;New Entry…</source>
            <translation>新建条目(&amp;N)…</translation>
        </message>
        <message>
            <source>Add a paper by typing its fields</source>
            <translation>通过填写字段添加文献</translation>
        </message>
        <message>
            <source>Add by &amp;Identifier…</source>
            <translation>按标识符添加(&amp;I)…</translation>
        </message>
        <message>
            <source>Add papers by DOI or arXiv id, looked up online</source>
            <translation>按 DOI 或 arXiv 编号添加文献（在线查询）</translation>
        </message>
        <message>
            <source>Find &amp;Metadata…</source>
            <translation>查找元数据(&amp;M)…</translation>
        </message>
        <message>
            <source>Look the selected papers up online and complete them</source>
            <translation>在线查询并补全所选文献</translation>
        </message>
        <message>
            <source>&amp;Export…</source>
            <translation>导出(&amp;E)…</translation>
        </message>
        <message>
            <source>Export what the list shows as BibTeX, BibLaTeX or RIS</source>
            <translation>将列表中显示的内容导出为 BibTeX、BibLaTeX 或 RIS</translation>
        </message>
        <message>
            <source>Export &amp;Selection…</source>
            <translation>导出所选(&amp;S)…</translation>
        </message>
        <message>
            <source>&amp;Keep Library Exported To…</source>
            <translation>持续导出文献库到(&amp;K)…</translation>
        </message>
        <message>
            <source>Rewrite a .bib or CSL-JSON file on every change</source>
            <translation>每次更改时重写 .bib 或 CSL-JSON 文件</translation>
        </message>
        <message>
            <source>Copy &amp;BibTeX</source>
            <translation>复制 BibTeX(&amp;B)</translation>
        </message>
        <message>
            <source>Copy the selected entries as BibTeX</source>
            <translation>将所选条目复制为 BibTeX</translation>
        </message>
        <message>
            <source>Copy \cite{…}</source>
            <translation>复制 \cite{…}</translation>
        </message>
        <message>
            <source>Copy \cite{keys} of the selected entries</source>
            <translation>复制所选条目的 \cite{keys}</translation>
        </message>
        <message>
            <source>Copy Refere&amp;nce</source>
            <translation>复制参考文献(&amp;N)</translation>
        </message>
        <message>
            <source>Copy the selected papers as a reference list in the chosen style (for Word and text)</source>
            <translation>以所选引文样式将所选文献复制为参考文献列表（用于 Word 和纯文本）</translation>
        </message>
        <message>
            <source>Copy &amp;Citation</source>
            <translation>复制引文(&amp;C)</translation>
        </message>
        <message>
            <source>Copy the in-text citation, e.g. (Vaswani et al., 2017)</source>
            <translation>复制文内引文，例如 (Vaswani et al., 2017)</translation>
        </message>
        <message>
            <source>Export &amp;Bibliography…</source>
            <translation>导出参考文献表(&amp;B)…</translation>
        </message>
        <message>
            <source>A formatted reference list (HTML, Markdown, RTF, text) or CSL-JSON for Pandoc</source>
            <translation>格式化的参考文献列表（HTML、Markdown、RTF、文本）或供 Pandoc 使用的 CSL-JSON</translation>
        </message>
        <message>
            <source>&amp;Paste as New Entries</source>
            <translation>粘贴为新条目(&amp;P)</translation>
        </message>
        <message>
            <source>Add the BibTeX, RIS, DOIs, arXiv ids or abstracts on the clipboard</source>
            <translation>添加剪贴板中的 BibTeX、RIS、DOI、arXiv 编号或摘要</translation>
        </message>
        <message>
            <source>Find &amp;Duplicates…</source>
            <translation>查找重复项(&amp;D)…</translation>
        </message>
        <message>
            <source>Merge papers that are in twice</source>
            <translation>合并重复收录的文献</translation>
        </message>
        <message>
            <source>Re&amp;generate Citation Keys…</source>
            <translation>重新生成引用键(&amp;G)…</translation>
        </message>
        <message>
            <source>Apply the key pattern again</source>
            <translation>重新应用引用键模式</translation>
        </message>
        <message>
            <source>Your &amp;Name in This Library…</source>
            <translation>您在此文献库中的名称(&amp;N)…</translation>
        </message>
        <message>
            <source>The name others see you by in a shared library</source>
            <translation>在共享文献库中其他人看到的您的名称</translation>
        </message>
        <message>
            <source>&amp;Preferences…</source>
            <translation>首选项(&amp;P)…</translation>
        </message>
        <message>
            <source>The citation style; a contact e-mail and keys for lookups</source>
            <translation>引文样式；用于在线查询的联系邮箱和密钥</translation>
        </message>
        <message>
            <source>&amp;Quit</source>
            <translation>退出(&amp;Q)</translation>
        </message>
        <message>
            <source>&amp;Edit Entry</source>
            <translation>编辑条目(&amp;E)</translation>
        </message>
        <message>
            <source>Edit every field of the selected entry</source>
            <translation>编辑所选条目的所有字段</translation>
        </message>
        <message>
            <source>&amp;Find</source>
            <translation>查找(&amp;F)</translation>
        </message>
        <message>
            <source>The papers of the chosen view; Ctrl+T tags, Ctrl+L puts on a reading list</source>
            <translation>所选视图中的文献；Ctrl+T 添加标签，Ctrl+L 添加到阅读列表</translation>
        </message>
        <message>
            <source>Search the library</source>
            <translation>搜索文献库</translation>
        </message>
        <message>
            <source>Library, reading lists and tags</source>
            <translation>文献库、阅读列表和标签</translation>
        </message>
        <message>
            <source>Paper details</source>
            <translation>文献详情</translation>
        </message>
        <message>
            <source>Related papers</source>
            <translation>相关文献</translation>
        </message>
        <message>
            <source>&amp;Detail Pane</source>
            <translation>详情面板(&amp;D)</translation>
        </message>
        <message>
            <source>Show or hide the reading pane</source>
            <translation>显示或隐藏阅读面板</translation>
        </message>
        <message>
            <source>Ne&amp;xt Pane</source>
            <translation>下一个面板(&amp;X)</translation>
        </message>
        <message>
            <source>Sidebar, search, list, detail pane in turn</source>
            <translation>依次切换侧栏、搜索、列表和详情面板</translation>
        </message>
        <message>
            <source>Pre&amp;vious Pane</source>
            <translation>上一个面板(&amp;V)</translation>
        </message>
        <message>
            <source>&amp;About Papershelf</source>
            <translation>关于 Papershelf(&amp;A)</translation>
        </message>
        <message>
            <source>&amp;Keyboard Shortcuts</source>
            <translation>键盘快捷键(&amp;K)</translation>
        </message>
        <message>
            <source>Every key, with a filter</source>
            <translation>所有快捷键，可筛选</translation>
        </message>
        <message>
            <source>Show &amp;Log Folder</source>
            <translation>显示日志文件夹(&amp;L)</translation>
        </message>
        <message>
            <source>Open the folder where Papershelf writes what went wrong</source>
            <translation>打开 Papershelf 记录错误的文件夹</translation>
        </message>
        <message>
            <source>&amp;Larger Text</source>
            <translation>放大文字(&amp;L)</translation>
        </message>
        <message>
            <source>Make the reading text larger</source>
            <translation>放大阅读文字</translation>
        </message>
        <message>
            <source>S&amp;maller Text</source>
            <translation>缩小文字(&amp;M)</translation>
        </message>
        <message>
            <source>Make the reading text smaller</source>
            <translation>缩小阅读文字</translation>
        </message>
        <message>
            <source>&amp;Actual Text Size</source>
            <translation>实际文字大小(&amp;A)</translation>
        </message>
        <message>
            <source>The reading text at its normal size</source>
            <translation>以正常大小显示阅读文字</translation>
        </message>
        <message>
            <source>&amp;Save Search…</source>
            <translation>保存搜索(&amp;S)…</translation>
        </message>
        <message>
            <source>Keep this search as a smart list</source>
            <translation>将此搜索保存为智能列表</translation>
        </message>
        <message>
            <source>&amp;Tag…</source>
            <translation>标签(&amp;T)…</translation>
        </message>
        <message>
            <source>Add or remove tags on the selected entries</source>
            <translation>为所选条目添加或移除标签</translation>
        </message>
        <message>
            <source>Add to Reading &amp;List…</source>
            <translation>添加到阅读列表(&amp;L)…</translation>
        </message>
        <message>
            <source>Put the selected papers on a reading list (as a drop)</source>
            <translation>将所选文献添加到阅读列表（相当于拖放到列表上）</translation>
        </message>
        <message>
            <source>Edit Tags in Detail</source>
            <translation>在详情中编辑标签</translation>
        </message>
        <message>
            <source>Read Ne&amp;xt</source>
            <translation>阅读下一篇(&amp;X)</translation>
        </message>
        <message>
            <source>The first unread paper of this reading list</source>
            <translation>此阅读列表中第一篇未读文献</translation>
        </message>
        <message>
            <source>Move U&amp;p in List</source>
            <translation>在列表中上移(&amp;P)</translation>
        </message>
        <message>
            <source>Move Do&amp;wn in List</source>
            <translation>在列表中下移(&amp;W)</translation>
        </message>
        <message>
            <source>&amp;Attach File…</source>
            <translation>附加文件(&amp;A)…</translation>
        </message>
        <message>
            <source>Keep a file (a PDF, notes…) with the paper</source>
            <translation>随文献保存文件（PDF、笔记等）</translation>
        </message>
        <message>
            <source>&amp;Open File</source>
            <translation>打开文件(&amp;O)</translation>
        </message>
        <message>
            <source>Open the paper's first attached file (O in the list too)</source>
            <translation>打开文献的第一个附件（在列表中也可按 O）</translation>
        </message>
        <message>
            <source>Show File in &amp;Folder</source>
            <translation>在文件夹中显示文件(&amp;F)</translation>
        </message>
        <message>
            <source>The folder of the first file</source>
            <translation>第一个文件所在的文件夹</translation>
        </message>
        <message>
            <source>&amp;Delete</source>
            <translation>删除(&amp;D)</translation>
        </message>
        <message>
            <source>Delete the selected entries</source>
            <translation>删除所选条目</translation>
        </message>
        <message>
            <source>Mark &amp;Unread</source>
            <translation>标记为未读(&amp;U)</translation>
        </message>
        <message>
            <source>Mark &amp;Reading</source>
            <translation>标记为在读(&amp;R)</translation>
        </message>
        <message>
            <source>Mark Re&amp;ad</source>
            <translation>标记为已读(&amp;A)</translation>
        </message>
        <message>
            <source>&amp;Triage Unread Papers</source>
            <translation>筛选未读文献(&amp;T)</translation>
        </message>
        <message>
            <source>Unread papers of this view, one abstract at a time</source>
            <translation>逐篇查看此视图中未读文献的摘要</translation>
        </message>
        <message>
            <source>&amp;Statistics</source>
            <translation>统计(&amp;S)</translation>
        </message>
        <message>
            <source>Charts of what you added and read</source>
            <translation>您添加和阅读文献的图表</translation>
        </message>
        <message>
            <source>Reading &amp;Plan</source>
            <translation>阅读计划(&amp;P)</translation>
        </message>
        <message>
            <source>A list's goal, when you will finish it, this week's papers</source>
            <translation>列表的目标、预计读完的时间、本周要读的文献</translation>
        </message>
        <message>
            <source>Assi&amp;gned to Me</source>
            <translation>分配给我的(&amp;G)</translation>
        </message>
        <message>
            <source>The papers assigned to you to read (journal clubs)</source>
            <translation>分配给您阅读的文献（期刊俱乐部）</translation>
        </message>
        <message>
            <source>Find &amp;Similar Papers</source>
            <translation>查找相似文献(&amp;S)</translation>
        </message>
        <message>
            <source>Papers like the selected ones (a related: search)</source>
            <translation>与所选文献相似的文献（related: 搜索）</translation>
        </message>
        <message>
            <source>No Rating</source>
            <translation>无评分</translation>
        </message>
        <message>
            <source>Papershelf keeps the papers you mean to read. With no command, it opens the app.</source>
            <translation>Papershelf 保存您打算阅读的文献。不带命令时打开应用程序。</translation>
        </message>
        <message>
            <source>Nothing leaves your computer until you ask for a lookup (Add by Identifier, Find Metadata, or PDFs dropped on the list when the box below is ticked). Crossref answers faster to requests that carry a contact e-mail; a Semantic Scholar API key raises its rate limit.</source>
            <translation>在您发起查询之前（按标识符添加、查找元数据，或勾选下方选项后拖放到列表中的 PDF），任何数据都不会离开您的计算机。附带联系邮箱的请求，Crossref 响应更快；Semantic Scholar API 密钥可提高其速率限制。</translation>
        </message>
        <message>
            <source>Copy Reference, Copy Citation, Export Bibliography and the detail pane's Reference switch use this style. Add any .csl file, e.g. from the Zotero Style Repository.</source>
            <translation>“复制参考文献”“复制引文”“导出参考文献表”以及详情面板的“参考文献”开关均使用此样式。可添加任意 .csl 文件，例如来自 Zotero 样式库的文件。</translation>
        </message>
        <message>
            <source>CSL styles (*.csl);;All files (*)</source>
            <translation>CSL 样式 (*.csl);;所有文件 (*)</translation>
        </message>
        <message>
            <source>Files you attach (drop them on a paper) stay where they are, or are copied into a folder of the library's, one sub-folder per citation key, named by the pattern and renamed when the key or title changes. These settings belong to this library.</source>
            <translation>您附加的文件（拖放到文献上）保留在原处，或复制到文献库的文件夹中：每个引用键一个子文件夹，按模式命名，并在引用键或标题更改时重命名。这些设置属于此文献库。</translation>
        </message>
        <message>
            <source>Select a paper to read it here</source>
            <translation>选择一篇文献以在此阅读</translation>
        </message>
        <message>
            <source>Cannot be read just now; they come back with the library</source>
            <translation>暂时无法读取；文献库恢复后即会显示</translation>
        </message>
        <message>
            <source>Type to filter; Esc clears</source>
            <translation>输入以筛选；Esc 清除</translation>
        </message>
        <message>
            <source>Title</source>
            <translation>标题</translation>
        </message>
        <message>
            <source>Files</source>
            <translation>文件</translation>
        </message>
        <message>
            <source>Authors</source>
            <translation>作者</translation>
        </message>
        <message>
            <source>Year</source>
            <translation>年份</translation>
        </message>
        <message>
            <source>Venue</source>
            <translation>出处</translation>
        </message>
        <message>
            <source>Progress</source>
            <translation>进度</translation>
        </message>
        <message>
            <source>Read by</source>
            <translation>读过的人</translation>
        </message>
        <message>
            <source>Readers</source>
            <translation>读者数</translation>
        </message>
        <message>
            <source>Status</source>
            <translation>状态</translation>
        </message>
        <message>
            <source>Rating</source>
            <translation>评分</translation>
        </message>
        <message>
            <source>Tags</source>
            <translation>标签</translation>
        </message>
        <message>
            <source>Added</source>
            <translation>添加日期</translation>
        </message>
        <message>
            <source>Month</source>
            <translation>月份</translation>
        </message>
        <message>
            <source>Papers</source>
            <translation>文献</translation>
        </message>
        <message>
            <source>{title}: nothing to show yet.</source>
            <translation>{title}：暂无可显示的内容。</translation>
        </message>
        <message>
            <source> (and {n} more)</source>
            <translation>（另有 {n} 项）</translation>
        </message>
        <message>
            <source>List Note</source>
            <translation>列表备注</translation>
        </message>
        <message>
            <source>Unread</source>
            <translation>未读</translation>
        </message>
        <message>
            <source>Reading</source>
            <translation>在读</translation>
        </message>
        <message>
            <source>Read</source>
            <translation>已读</translation>
        </message>
        <message>
            <source>Cite-as-you-Write Ser&amp;ver</source>
            <translation>边写边引服务器(&amp;V)</translation>
        </message>
        <message>
            <source>Answer Better BibTeX's cite-as-you-write URLs on 127.0.0.1 for editor plugins</source>
            <translation>在 127.0.0.1 上为编辑器插件响应 Better BibTeX 的边写边引 URL</translation>
        </message>
        <message>
            <source>Link &amp;Writing Project…</source>
            <translation>链接写作项目(&amp;W)…</translation>
        </message>
        <message>
            <source>Link a LaTeX or Markdown document: see what it cites and keep its .bib current</source>
            <translation>链接 LaTeX 或 Markdown 文档：查看其引用的文献并保持其 .bib 最新</translation>
        </message>
        <message>
            <source>Pick &amp;Citation…</source>
            <translation>选取引文(&amp;C)…</translation>
        </message>
        <message>
            <source>Search papers to cite and copy \cite{…}, [@…] or a formatted citation</source>
            <translation>搜索要引用的文献并复制 \cite{…}、[@…] 或格式化引文</translation>
        </message>
        <message>
            <source>Documents (*.tex *.ltx *.md *.markdown *.qmd *.Rmd);;All files (*)</source>
            <translation>文档 (*.tex *.ltx *.md *.markdown *.qmd *.Rmd);;所有文件 (*)</translation>
        </message>
        <message>
            <source>&amp;Read PDF</source>
            <translation>阅读 PDF(&amp;R)</translation>
        </message>
        <message>
            <source>Read the paper's PDF in Papershelf, with highlights and notes</source>
            <translation>在 Papershelf 中阅读文献的 PDF，可高亮和记笔记</translation>
        </message>
        <message>
            <source>Show this paper as a formatted reference in the citation style (Preferences)</source>
            <translation>以引文样式显示此文献的格式化参考文献（首选项）</translation>
        </message>
        <message>
            <source>Add tag…</source>
            <translation>添加标签…</translation>
        </message>
        <message>
            <source>Statistics as Numbers</source>
            <translation>统计数据（数字形式）</translation>
        </message>
        <message>
            <source>Charts</source>
            <translation>图表</translation>
        </message>
        <message>
            <source>Remove this tag from the paper</source>
            <translation>从文献中移除此标签</translation>
        </message>
        <message>
            <source>No paper left to triage</source>
            <translation>没有待筛选的文献了</translation>
        </message>
        <message>
            <source>Triage: {title}</source>
            <translation>筛选：{title}</translation>
        </message>
        <message>
            <source>Pages of {title}</source>
            <translation>{title} 的页面</translation>
        </message>
        <message>
            <source>Page {page} of {count}</source>
            <translation>第 {page} 页，共 {count} 页</translation>
        </message>
        <message>
            <source>Suggested tags: {keyed}</source>
            <translation>建议的标签：{keyed}</translation>
        </message>
        <message>
            <source>DOIs and arXiv ids, one per line or separated by spaces — bare, doi:…, https://doi.org/…, arXiv:…, or arxiv.org links. They are looked up at Crossref, doi.org and arXiv when you press Add.</source>
            <translation>DOI 和 arXiv 编号，每行一个或以空格分隔——可以是裸编号、doi:…、https://doi.org/…、arXiv:… 或 arxiv.org 链接。按“添加”后将在 Crossref、doi.org 和 arXiv 查询。</translation>
        </message>
        <message>
            <source>&amp;Restore from Backup…</source>
            <translation>从备份恢复(&amp;R)…</translation>
        </message>
        <message>
            <source>Rich Text (Word)</source>
            <translation>富文本 (Word)</translation>
        </message>
        <message>
            <source>Plain text</source>
            <translation>纯文本</translation>
        </message>
        <message>
            <source>title</source>
            <translation>标题</translation>
        </message>
        <message>
            <source>authors</source>
            <translation>作者</translation>
        </message>
        <message>
            <source>year</source>
            <translation>年份</translation>
        </message>
        <message>
            <source>venue</source>
            <translation>出处</translation>
        </message>
        <message>
            <source>abstract</source>
            <translation>摘要</translation>
        </message>
        <message>
            <source>keywords</source>
            <translation>关键词</translation>
        </message>
        <message>
            <source>notes</source>
            <translation>笔记</translation>
        </message>
        <message>
            <source>status</source>
            <translation>状态</translation>
        </message>
        <message>
            <source>rating</source>
            <translation>评分</translation>
        </message>
        <message>
            <source>type</source>
            <translation>类型</translation>
        </message>
        <message>
            <source>citation key</source>
            <translation>引用键</translation>
        </message>
        <message>
            <source>other fields</source>
            <translation>其他字段</translation>
        </message>
        <message>
            <source>name</source>
            <translation>名称</translation>
        </message>
        <message>
            <source>query</source>
            <translation>查询</translation>
        </message>
        <message>
            <source>colour</source>
            <translation>颜色</translation>
        </message>
        <message>
            <source>description</source>
            <translation>描述</translation>
        </message>
        <message>
            <source>(empty)</source>
            <translation>（空）</translation>
        </message>
        <message>
            <source>(not there)</source>
            <translation>（不存在）</translation>
        </message>
        <message>
            <source>someone else</source>
            <translation>其他人</translation>
        </message>
        <message>
            <source>Someone else changed {fields} while you edited; your other changes are saved. Yours for these are still in the form: Retry to choose again.</source>
            <translation>在您编辑期间，其他人修改了 {fields}；您的其他更改已保存。您对这些字段的修改仍在表单中：点击“重试”重新选择。</translation>
        </message>
        <message>
            <source>Keep (left)</source>
            <translation>保留（左）</translation>
        </message>
        <message>
            <source>Other (right)</source>
            <translation>另一个（右）</translation>
        </message>
        <message>
            <source>Evidence: {evidence}</source>
            <translation>依据：{evidence}</translation>
        </message>
        <message>
            <source>Evidence: {evidence} — not sure: tick the fields to take</source>
            <translation>依据：{evidence}——不确定：请勾选要采用的字段</translation>
        </message>
        <message>
            <source>sure: {reason}</source>
            <translation>确定：{reason}</translation>
        </message>
        <message>
            <source>possible: {reason}</source>
            <translation>可能：{reason}</translation>
        </message>
        <message>
            <source>Skip</source>
            <translation>跳过</translation>
        </message>
        <message>
            <source>Merge</source>
            <translation>合并</translation>
        </message>
        <message>
            <source>Import Anyway</source>
            <translation>仍然导入</translation>
        </message>
        <message>
            <source>Already there (left)</source>
            <translation>已有（左）</translation>
        </message>
        <message>
            <source>Incoming (right)</source>
            <translation>导入的（右）</translation>
        </message>
        <message>
            <source>Show in &amp;Folder</source>
            <translation>在文件夹中显示(&amp;F)</translation>
        </message>
        <message>
            <source>Open a Backup…</source>
            <translation>打开备份…</translation>
        </message>
        <message>
            <source>Create a New Library…</source>
            <translation>新建文献库…</translation>
        </message>
        <message>
            <source>Try Again</source>
            <translation>重试</translation>
        </message>
        <message>
            <source>Quit</source>
            <translation>退出</translation>
        </message>
        <message>
            <source>daily</source>
            <translation>每日</translation>
        </message>
        <message>
            <source>manual</source>
            <translation>手动</translation>
        </message>
        <message>
            <source>before delete</source>
            <translation>删除前</translation>
        </message>
        <message>
            <source>before new keys</source>
            <translation>生成新引用键前</translation>
        </message>
        <message>
            <source>before merge</source>
            <translation>合并前</translation>
        </message>
        <message>
            <source>before tag delete</source>
            <translation>删除标签前</translation>
        </message>
        <message>
            <source>before tag merge</source>
            <translation>合并标签前</translation>
        </message>
        <message>
            <source>before restore</source>
            <translation>恢复前</translation>
        </message>
        <message>
            <source>Make It a Library</source>
            <translation>将其设为文献库</translation>
        </message>
        <message>
            <source>Papershelf never asks for a password and never stores one: libpq reads it from ~/.pgpass, the PGPASSWORD variable or a service in pg_service.conf.</source>
            <translation>Papershelf 从不询问也从不保存密码：libpq 会从 ~/.pgpass、PGPASSWORD 变量或 pg_service.conf 中的服务读取密码。</translation>
        </message>
        <message>
            <source>Leave the password out of the URL: put it in ~/.pgpass instead.</source>
            <translation>请勿在 URL 中包含密码：请改为写入 ~/.pgpass。</translation>
        </message>
        <message>
            <source>&amp;Server:</source>
            <translation>服务器(&amp;S)：</translation>
        </message>
        <message>
            <source>&amp;Port:</source>
            <translation>端口(&amp;P)：</translation>
        </message>
        <message>
            <source>&amp;Database:</source>
            <translation>数据库(&amp;D)：</translation>
        </message>
        <message>
            <source>&amp;User:</source>
            <translation>用户(&amp;U)：</translation>
        </message>
        <message>
            <source>&amp;Encryption (SSL mode):</source>
            <translation>加密（SSL 模式）(&amp;E)：</translation>
        </message>
        <message>
            <source>Or paste a &amp;URL:</source>
            <translation>或粘贴 URL(&amp;U)：</translation>
        </message>
        <message>
            <source>Zotero database (zotero.sqlite zotero.sqlite.bak *.sqlite);;All files (*)</source>
            <translation>Zotero 数据库 (zotero.sqlite zotero.sqlite.bak *.sqlite);;所有文件 (*)</translation>
        </message>
        <message>
            <source>no server is running there</source>
            <translation>那里没有正在运行的服务器</translation>
        </message>
        <message>
            <source>no answer</source>
            <translation>无响应</translation>
        </message>
        <message>
            <source>unknown server name</source>
            <translation>未知的服务器名称</translation>
        </message>
        <message>
            <source>another Papershelf window writes it</source>
            <translation>另一个 Papershelf 窗口正在写入</translation>
        </message>
        <message>
            <source>reading</source>
            <translation>在读</translation>
        </message>
        <message>
            <source>read</source>
            <translation>已读</translation>
        </message>
        <message>
            <source>skip</source>
            <translation>跳过</translation>
        </message>
        <message>
            <source>rate</source>
            <translation>评分</translation>
        </message>
        <message>
            <source>tag</source>
            <translation>标签</translation>
        </message>
        <message>
            <source>list</source>
            <translation>列表</translation>
        </message>
        <message>
            <source>open link</source>
            <translation>打开链接</translation>
        </message>
        <message>
            <source>back</source>
            <translation>返回</translation>
        </message>
        <message>
            <source>undo</source>
            <translation>撤销</translation>
        </message>
        <message>
            <source>leave</source>
            <translation>退出</translation>
        </message>
        <message>
            <source>This view</source>
            <translation>此视图</translation>
        </message>
        <message>
            <source>New imports</source>
            <translation>新导入</translation>
        </message>
        <message>
            <source>You marked it read</source>
            <translation>您已将其标记为已读</translation>
        </message>
        <message>
            <source>You marked it to read now</source>
            <translation>您已将其标记为现在阅读</translation>
        </message>
        <message>
            <source>You skipped it</source>
            <translation>您已跳过它</translation>
        </message>
        <message>
            <source>Cited</source>
            <translation>已引用</translation>
        </message>
        <message>
            <source>Missing</source>
            <translation>缺失</translation>
        </message>
        <message>
            <source>Uncited</source>
            <translation>未引用</translation>
        </message>
        <message>
            <source>its .aux</source>
            <translation>其 .aux</translation>
        </message>
        <message>
            <source>its .bcf</source>
            <translation>其 .bcf</translation>
        </message>
        <message>
            <source>its sources</source>
            <translation>其源文件</translation>
        </message>
        <message>
            <source>the document</source>
            <translation>文档</translation>
        </message>
        <message>
            <source>Highlight</source>
            <translation>高亮</translation>
        </message>
        <message>
            <source>Underline</source>
            <translation>下划线</translation>
        </message>
        <message>
            <source>Strike out</source>
            <translation>删除线</translation>
        </message>
        <message>
            <source>Note</source>
            <translation>便笺</translation>
        </message>
        <message>
            <source>Area</source>
            <translation>区域</translation>
        </message>
        <message>
            <source>from the file</source>
            <translation>来自文件</translation>
        </message>
        <message>
            <source>from Zotero</source>
            <translation>来自 Zotero</translation>
        </message>
        <message>
            <source>&amp;Find…</source>
            <translation>查找(&amp;F)…</translation>
        </message>
        <message>
            <source>Find words in this PDF</source>
            <translation>在此 PDF 中查找词语</translation>
        </message>
        <message>
            <source>Find &amp;Next</source>
            <translation>查找下一个(&amp;N)</translation>
        </message>
        <message>
            <source>Find Pre&amp;vious</source>
            <translation>查找上一个(&amp;V)</translation>
        </message>
        <message>
            <source>Zoom &amp;In</source>
            <translation>放大(&amp;I)</translation>
        </message>
        <message>
            <source>Zoom &amp;Out</source>
            <translation>缩小(&amp;O)</translation>
        </message>
        <message>
            <source>Fit &amp;Width</source>
            <translation>适合宽度(&amp;W)</translation>
        </message>
        <message>
            <source>Fit &amp;Page</source>
            <translation>适合页面(&amp;P)</translation>
        </message>
        <message>
            <source>&amp;Go to Page…</source>
            <translation>转到页面(&amp;G)…</translation>
        </message>
        <message>
            <source>&amp;Back</source>
            <translation>后退(&amp;B)</translation>
        </message>
        <message>
            <source>Back to where a link was followed from</source>
            <translation>返回跟随链接前的位置</translation>
        </message>
        <message>
            <source>&amp;Forward</source>
            <translation>前进(&amp;F)</translation>
        </message>
        <message>
            <source>&amp;Copy</source>
            <translation>复制(&amp;C)</translation>
        </message>
        <message>
            <source>Copy the selected words</source>
            <translation>复制所选词语</translation>
        </message>
        <message>
            <source>&amp;Highlight</source>
            <translation>高亮(&amp;H)</translation>
        </message>
        <message>
            <source>Highlight the selected words</source>
            <translation>高亮所选词语</translation>
        </message>
        <message>
            <source>&amp;Underline</source>
            <translation>下划线(&amp;U)</translation>
        </message>
        <message>
            <source>Underline the selected words</source>
            <translation>为所选词语添加下划线</translation>
        </message>
        <message>
            <source>&amp;Strike Out</source>
            <translation>删除线(&amp;S)</translation>
        </message>
        <message>
            <source>Strike the selected words out</source>
            <translation>为所选词语添加删除线</translation>
        </message>
        <message>
            <source>Sticky &amp;Note</source>
            <translation>便笺(&amp;N)</translation>
        </message>
        <message>
            <source>A note at the selected words; type it below</source>
            <translation>在所选词语处添加便笺；在下方输入内容</translation>
        </message>
        <message>
            <source>&amp;Area</source>
            <translation>区域(&amp;A)</translation>
        </message>
        <message>
            <source>Drag a rectangle over a figure, a table or an equation</source>
            <translation>在图、表或公式上拖出一个矩形</translation>
        </message>
        <message>
            <source>Co&amp;mment</source>
            <translation>评论(&amp;M)</translation>
        </message>
        <message>
            <source>Comment on the selected annotation</source>
            <translation>评论所选批注</translation>
        </message>
        <message>
            <source>&amp;Save Annotations to PDF</source>
            <translation>将批注保存到 PDF(&amp;S)</translation>
        </message>
        <message>
            <source>Write them into the file</source>
            <translation>将其写入文件</translation>
        </message>
        <message>
            <source>Annotations to &amp;Notes</source>
            <translation>批注转为笔记(&amp;N)</translation>
        </message>
        <message>
            <source>Add the quotes and comments to the notes</source>
            <translation>将引文和评论添加到笔记</translation>
        </message>
        <message>
            <source>Open in System &amp;Viewer</source>
            <translation>在系统查看器中打开(&amp;V)</translation>
        </message>
        <message>
            <source>&amp;Close</source>
            <translation>关闭(&amp;C)</translation>
        </message>
        <message>
            <source>Every key of the reader</source>
            <translation>阅读器的所有按键</translation>
        </message>
        <message>
            <source>Rotate &amp;Clockwise</source>
            <translation>顺时针旋转(&amp;C)</translation>
        </message>
        <message>
            <source>Rotate &amp;Anticlockwise</source>
            <translation>逆时针旋转(&amp;A)</translation>
        </message>
        <message>
            <source>&amp;Dark Pages</source>
            <translation>深色页面(&amp;D)</translation>
        </message>
        <message>
            <source>Light text on dark pages (remembered)</source>
            <translation>深色页面上的浅色文字（会被记住）</translation>
        </message>
        <message>
            <source>Next page</source>
            <translation>下一页</translation>
        </message>
        <message>
            <source>Previous page</source>
            <translation>上一页</translation>
        </message>
        <message>
            <source>Down a screen</source>
            <translation>向下一屏</translation>
        </message>
        <message>
            <source>Up a screen</source>
            <translation>向上一屏</translation>
        </message>
        <message>
            <source>First page</source>
            <translation>第一页</translation>
        </message>
        <message>
            <source>Last page</source>
            <translation>最后一页</translation>
        </message>
        <message>
            <source>Zoom about the mouse</source>
            <translation>以鼠标为中心缩放</translation>
        </message>
        <message>
            <source>Select words</source>
            <translation>选择词语</translation>
        </message>
        <message>
            <source>Drag</source>
            <translation>拖动</translation>
        </message>
        <message>
            <source>Follow a link</source>
            <translation>跟随链接</translation>
        </message>
        <message>
            <source>Click</source>
            <translation>单击</translation>
        </message>
        <message>
            <source>Leave the area tool</source>
            <translation>退出区域工具</translation>
        </message>
        <message>
            <source>Delete the selected annotation</source>
            <translation>删除所选批注</translation>
        </message>
        <message>
            <source>Del (in the panel)</source>
            <translation>Del（在面板中）</translation>
        </message>
        <message>
            <source>Save the comment</source>
            <translation>保存评论</translation>
        </message>
        <message>
            <source>Ctrl+Enter (in the comment)</source>
            <translation>Ctrl+Enter（在评论中）</translation>
        </message>
        <message>
            <source>open the app on your library</source>
            <translation>打开应用程序并载入您的文献库</translation>
        </message>
        <message>
            <source>open (or create) another library</source>
            <translation>打开（或创建）另一个文献库</translation>
        </message>
        <message>
            <source>a shared library</source>
            <translation>共享文献库</translation>
        </message>
        <message>
            <source>complete entries made from abstracts</source>
            <translation>补全由摘要创建的条目</translation>
        </message>
        <message>
            <source>for pandoc --citeproc</source>
            <translation>供 pandoc --citeproc 使用</translation>
        </message>
        <message>
            <source>what a LaTeX project cites, and lacks</source>
            <translation>LaTeX 项目引用了什么、缺少什么</translation>
        </message>
        <message>
            <source>its highlights</source>
            <translation>其高亮标注</translation>
        </message>
        <message>
            <source>onto a server</source>
            <translation>复制到服务器</translation>
        </message>
        <message>
            <source>The library is chosen by --library, else the PAPERSHELF_LIBRARY variable, else the
default file in your user data folder (created with a sample reading list on first run).
A shared library's password comes from ~/.pgpass, PGPASSWORD or a pg_service.conf
service, never from Papershelf (docs/shared-library.md).</source>
            <translation>文献库由 --library 指定；否则取 PAPERSHELF_LIBRARY 变量；再否则使用用户数据文件夹中的
默认文件（首次运行时创建，并附带一个示例阅读列表）。
共享文献库的密码来自 ~/.pgpass、PGPASSWORD 或 pg_service.conf 服务，
从不由 Papershelf 保存（docs/shared-library.md）。</translation>
        </message>
        <message>
            <source>the disk is full ({error}); the unfinished change was not saved</source>
            <translation>磁盘已满（{error}）；未完成的更改未保存</translation>
        </message>
        <message>
            <source>the library is read-only ({error}); the change was not saved</source>
            <translation>文献库为只读（{error}）；更改未保存</translation>
        </message>
        <message>
            <source>cannot open the library file ({error}); is its folder writable?</source>
            <translation>无法打开文献库文件（{error}）；其所在文件夹是否可写？</translation>
        </message>
        <message>
            <source>not allowed to write to the library ({error}); the change was not saved</source>
            <translation>无权写入文献库（{error}）；更改未保存</translation>
        </message>
        <message>
            <source>this library is open read-only here ({error}); the change was not saved</source>
            <translation>此文献库在此处以只读方式打开（{error}）；更改未保存</translation>
        </message>
        <message>
            <source>another program is writing to the library ({error}); try again later</source>
            <translation>另一个程序正在写入文献库（{error}）；请稍后再试</translation>
        </message>
        <message>
            <source>the library file is damaged ({error}); restore a backup</source>
            <translation>文献库文件已损坏（{error}）；请恢复备份</translation>
        </message>
        <message>
            <source>the disk reported an error ({error}); the change was not saved</source>
            <translation>磁盘报告错误（{error}）；更改未保存</translation>
        </message>
        <message>
            <source>year: expects 2023, 2020..2024 or &gt;=2022</source>
            <translation>year: 应为 2023、2020..2024 或 &gt;=2022</translation>
        </message>
        <message>
            <source>rating: expects a number of stars, e.g. rating:&gt;=4</source>
            <translation>rating: 应为星级数，例如 rating:&gt;=4</translation>
        </message>
        <message>
            <source>readers: expects a number of members who have read it, e.g. readers:&gt;=2</source>
            <translation>readers: 应为已读成员的人数，例如 readers:&gt;=2</translation>
        </message>
        <message>
            <source>query language:
  graph neural        entries with words starting 'graph' and 'neural' (any field)
  "exact phrase"      these words in this order; "graph neur"* ends with a prefix
  title:diffusion     also author: abstract: venue: notes: keywords:
  key:vaswani2017 doi:10.48550 type:inproceedings
  tag:ml              tagged ml or anything below it (ml/rl)
  list:"To read"      in that reading list
  year:2023  year:2020..2024  year:&gt;=2022  rating:&gt;=4  status:unread|reading
  added:&lt;30d  added:2026-01..2026-06
  related:vaswani2017  papers like that one (related:a,b: like both)
  attachments:none  attachments:missing (files not found)  attachments:pdf
  fulltext:"a sentence"  in the text of an attached PDF (plain words search it too,
                      ranked below the papers whose own fields match)
  annotation:"words"  in the words you highlighted in its PDF, or your comments on them
  -word  NOT word  a OR b  (a OR b) c
Accents and case are ignored; with words, results come best match first.</source>
            <translation>查询语言：
  graph neural        含以“graph”和“neural”开头的词的条目（任意字段）
  "exact phrase"      按此顺序出现的这些词；"graph neur"* 以前缀结尾
  title:diffusion     另有 author: abstract: venue: notes: keywords:
  key:vaswani2017 doi:10.48550 type:inproceedings
  tag:ml              带有标签 ml 或其下任一标签（ml/rl）
  list:"To read"      在该阅读列表中
  year:2023  year:2020..2024  year:&gt;=2022  rating:&gt;=4  status:unread|reading
  added:&lt;30d  added:2026-01..2026-06
  related:vaswani2017  与该论文相似的论文（related:a,b：与两者都相似）
  attachments:none  attachments:missing（找不到文件）  attachments:pdf
  fulltext:"a sentence"  在所附 PDF 的正文中（普通词语也会搜索正文，
                      排在自身字段匹配的论文之后）
  annotation:"words"  在您于 PDF 中高亮的文字或您对其所作的评论中
  -word  NOT word  a OR b  (a OR b) c
忽略重音和大小写；含词语时，最佳匹配排在最前。</translation>
        </message>
        <message>
            <source>the same DOI</source>
            <translation>相同的 DOI</translation>
        </message>
        <message>
            <source>the same arXiv id</source>
            <translation>相同的 arXiv 编号</translation>
        </message>
        <message>
            <source>the same key, title and year</source>
            <translation>相同的引用键、标题和年份</translation>
        </message>
        <message>
            <source>the same title, year and authors</source>
            <translation>相同的标题、年份和作者</translation>
        </message>
        <message>
            <source>the same title and year</source>
            <translation>相同的标题和年份</translation>
        </message>
        <message>
            <source>the same abstract</source>
            <translation>相同的摘要</translation>
        </message>
        <message>
            <source>a nearly identical title and year</source>
            <translation>几乎相同的标题和相同的年份</translation>
        </message>
        <message>
            <source>A pattern is text and [fields]: [auth] [authN] [authEtAl] [authors] [authorsN] [year] [title] [shorttitle] [veryshorttitle] [firstpage] [lastpage], each with modifiers {modifiers}. Default: {default} (vaswani2017attention).</source>
            <translation>模式由文本和 [字段] 组成：[auth] [authN] [authEtAl] [authors] [authorsN] [year] [title] [shorttitle] [veryshorttitle] [firstpage] [lastpage]，每个字段可带修饰符 {modifiers}。默认：{default}（vaswani2017attention）。</translation>
        </message>
        <message>
            <source>the part of the library it searches: tag:NAME, list:NAME, status:unread|reading|read, recent:DAYS, unfiled (default: everything)</source>
            <translation>它搜索的文献库范围：tag:NAME、list:NAME、status:unread|reading|read、recent:DAYS、unfiled（默认：全部）</translation>
        </message>
        <message>
            <source>your own private tag, seen by you only (a shared library; find: mytag:TAG)</source>
            <translation>你自己的私有标签，仅你可见（共享文献库；查找：mytag:TAG）</translation>
        </message>
        <message>
            <source>search words choosing the entries to tag</source>
            <translation>选择要加标签的条目的搜索词</translation>
        </message>
        <message>
            <source>tag every entry of the library (no QUERY)</source>
            <translation>为文献库中的每个条目加标签（不带 QUERY）</translation>
        </message>
        <message>
            <source>search words choosing the entries to untag</source>
            <translation>选择要移除标签的条目的搜索词</translation>
        </message>
        <message>
            <source>untag every entry of the library (no QUERY)</source>
            <translation>从文献库的每个条目移除标签（不带 QUERY）</translation>
        </message>
        <message>
            <source>search words choosing the entries to delete</source>
            <translation>选择要删除的条目的搜索词</translation>
        </message>
        <message>
            <source>delete every entry of the library (no QUERY)</source>
            <translation>删除文献库中的每个条目（不带 QUERY）</translation>
        </message>
        <message>
            <source>search words choosing the entries to give new keys</source>
            <translation>选择要赋予新引用键的条目的搜索词</translation>
        </message>
        <message>
            <source>give every entry of the library a new key (no QUERY)</source>
            <translation>为文献库中的每个条目赋予新引用键（不带 QUERY）</translation>
        </message>
        <message>
            <source>search words choosing the entries to add</source>
            <translation>选择要添加的条目的搜索词</translation>
        </message>
        <message>
            <source>add every entry of the library (no QUERY)</source>
            <translation>添加文献库中的每个条目（不带 QUERY）</translation>
        </message>
        <message>
            <source>search words choosing the entries to take out</source>
            <translation>选择要移出的条目的搜索词</translation>
        </message>
        <message>
            <source>take out every entry of the library (no QUERY)</source>
            <translation>移出文献库中的每个条目（不带 QUERY）</translation>
        </message>
        <message>
            <source>this would delete {listed}; nothing was changed: pass --yes to delete them without being asked (standard input is not a terminal)</source>
            <translation>此操作将删除 {listed}；未做任何更改：传入 --yes 可不经询问直接删除（标准输入不是终端）</translation>
        </message>
        <message>
            <source>papershelf: this will delete {listed}</source>
            <translation>papershelf：此操作将删除 {listed}</translation>
        </message>
        <message>
            <source>Delete them?</source>
            <translation>删除它们？</translation>
        </message>
        <message numerus="yes">
            <source>%n marked unread ({member}'s own status)</source>
            <translation>
                <numerusform>已将 %n 篇标记为未读（{member} 自己的状态）</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n marked unread (their own status)</source>
            <translation>
                <numerusform>已将 %n 篇标记为未读（各自的状态）</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n marked reading ({member}'s own status)</source>
            <translation>
                <numerusform>已将 %n 篇标记为在读（{member} 自己的状态）</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n marked reading (their own status)</source>
            <translation>
                <numerusform>已将 %n 篇标记为在读（各自的状态）</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n marked read ({member}'s own status)</source>
            <translation>
                <numerusform>已将 %n 篇标记为已读（{member} 自己的状态）</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n marked read (their own status)</source>
            <translation>
                <numerusform>已将 %n 篇标记为已读（各自的状态）</numerusform>
            </translation>
        </message>
        <message>
            <source>cannot import a FIFO (named pipe); to import from a pipe use '-' (standard input)</source>
            <translation>无法导入 FIFO（命名管道）；要从管道导入，请使用 '-'（标准输入）</translation>
        </message>
        <message>
            <source>cannot import a device</source>
            <translation>无法导入设备文件</translation>
        </message>
        <message>
            <source>cannot import a socket</source>
            <translation>无法导入套接字</translation>
        </message>
        <message>
            <source>Bibliographies and PDFs (*.bib *.bibtex *.ris *.json *.xml *.txt *.text *.md *.pdf);;BibTeX (*.bib *.bibtex);;RIS (*.ris);;CSL-JSON (*.json);;EndNote XML (*.xml);;PDFs (*.pdf);;Abstract lists (*.txt *.text *.md);;All files (*)</source>
            <translation>参考文献和 PDF (*.bib *.bibtex *.ris *.json *.xml *.txt *.text *.md *.pdf);;BibTeX (*.bib *.bibtex);;RIS (*.ris);;CSL-JSON (*.json);;EndNote XML (*.xml);;PDF (*.pdf);;摘要列表 (*.txt *.text *.md);;所有文件 (*)</translation>
        </message>
        <message>
            <source>BibLaTeX (.bib, UTF-8)</source>
            <translation>BibLaTeX (.bib, UTF-8)</translation>
        </message>
        <message>
            <source>BibTeX (*.bib);;CSL-JSON for Pandoc (*.json);;RIS (*.ris);;All files (*)</source>
            <translation>BibTeX (*.bib);;用于 Pandoc 的 CSL-JSON (*.json);;RIS (*.ris);;所有文件 (*)</translation>
        </message>
        <message>
            <source>Add papers: Paper › New Entry… (Ctrl+N), Add by Identifier… (Ctrl+Shift+A), paste (Ctrl+V), File › Import… (Ctrl+O), or drag .bib, .ris, CSL-JSON, EndNote .xml, PDF or .txt files onto this window</source>
            <translation>添加文献：文献 › 新建条目…（Ctrl+N）、按标识符添加…（Ctrl+Shift+A）、粘贴（Ctrl+V）、文件 › 导入…（Ctrl+O），或将 .bib、.ris、CSL-JSON、EndNote .xml、PDF 或 .txt 文件拖到此窗口</translation>
        </message>
        <message>
            <source>Add papers: New Entry (Ctrl+N), Add by Identifier (Ctrl+Shift+A), paste (Ctrl+V), Import (Ctrl+O), or drop files here</source>
            <translation>添加文献：新建条目（Ctrl+N）、按标识符添加（Ctrl+Shift+A）、粘贴（Ctrl+V）、导入（Ctrl+O），或将文件拖放到此处</translation>
        </message>
        <message>
            <source>No unread papers.</source>
            <translation>没有未读的文献。</translation>
        </message>
        <message>
            <source>No reading papers.</source>
            <translation>没有在读的文献。</translation>
        </message>
        <message>
            <source>No read papers.</source>
            <translation>没有已读的文献。</translation>
        </message>
        <message>
            <source>Journal article</source>
            <translation>期刊文章</translation>
        </message>
        <message>
            <source>Conference paper</source>
            <translation>会议论文</translation>
        </message>
        <message>
            <source>Book</source>
            <translation>图书</translation>
        </message>
        <message>
            <source>Book chapter</source>
            <translation>图书章节</translation>
        </message>
        <message>
            <source>PhD thesis</source>
            <translation>博士论文</translation>
        </message>
        <message>
            <source>Master's thesis</source>
            <translation>硕士论文</translation>
        </message>
        <message>
            <source>Technical report</source>
            <translation>技术报告</translation>
        </message>
        <message>
            <source>Unpublished</source>
            <translation>未发表</translation>
        </message>
        <message>
            <source>Manual</source>
            <translation>手册</translation>
        </message>
        <message>
            <source>Proceedings</source>
            <translation>会议录</translation>
        </message>
        <message>
            <source>Booklet</source>
            <translation>小册子</translation>
        </message>
        <message>
            <source>Miscellaneous</source>
            <translation>其他</translation>
        </message>
        <message>
            <source>Web page</source>
            <translation>网页</translation>
        </message>
        <message>
            <source>a folder</source>
            <translation>一个文件夹</translation>
        </message>
        <message>
            <source>a FIFO (named pipe)</source>
            <translation>一个 FIFO（命名管道）</translation>
        </message>
        <message>
            <source>a socket</source>
            <translation>一个套接字</translation>
        </message>
        <message>
            <source>a device</source>
            <translation>一个设备</translation>
        </message>
        <message>
            <source>not a regular file</source>
            <translation>非普通文件</translation>
        </message>
        <message>
            <source>derived data (search index, tag sort, statistics)</source>
            <translation>派生数据（搜索索引、标签排序、统计）</translation>
        </message>
        <message>
            <source>the file is read-only: this user may not write it</source>
            <translation>文件为只读：当前用户无权写入</translation>
        </message>
        <message>
            <source>a library on a server, not a file: this applies only to a library file</source>
            <translation>这是服务器上的文献库，不是文件：此操作仅适用于文献库文件</translation>
        </message>
        <message>
            <source>made by a newer Papershelf (schema {version}, this one reads up to {known}); read-only: update Papershelf to change it</source>
            <translation>由较新版本的 Papershelf 创建（架构 {version}，本版本最高只能读取 {known}）；只读：请更新 Papershelf 后再修改</translation>
        </message>
        <message>
            <source>this role may only read the library (no INSERT, UPDATE or DELETE on its tables)</source>
            <translation>此角色只能读取文献库（对其表没有 INSERT、UPDATE 或 DELETE 权限）</translation>
        </message>
        <message>
            <source>another process has this file open by another name (a hard link); writing through two names would damage it</source>
            <translation>另一个进程以另一个名称（硬链接）打开了此文件；通过两个名称写入会损坏它</translation>
        </message>
        <message>
            <source>The library is busy: another program (such as an import from the command line) is writing to it.</source>
            <translation>文献库正忙：另一个程序（例如命令行导入）正在写入。</translation>
        </message>
        <message>
            <source>The library file is read-only: this window cannot write to it.</source>
            <translation>文献库文件为只读：此窗口无法写入。</translation>
        </message>
        <message>
            <source>The connection to the library's server was lost (it restarted, or the network went away); saving again connects anew.</source>
            <translation>与文献库服务器的连接已断开（服务器已重启或网络中断）；再次保存时会重新连接。</translation>
        </message>
        <message>
            <source>The disk holding the library is full or failing.</source>
            <translation>存放文献库的磁盘已满或出现故障。</translation>
        </message>
        <message>
            <source>The library file is damaged.</source>
            <translation>文献库文件已损坏。</translation>
        </message>
        <message>
            <source>Nothing was saved.</source>
            <translation>未保存任何内容。</translation>
        </message>
        <message>
            <source>Nothing was changed.</source>
            <translation>未做任何更改。</translation>
        </message>
        <message>
            <source>schema {version} is older than this Papershelf's ({known}) and this role may not upgrade it; read-only: an administrator (the tables' owner) must open it once with this Papershelf to upgrade it</source>
            <translation>架构 {version} 比此 Papershelf 的架构（{known}）旧，且此角色无权升级；只读：需由管理员（表的所有者）用此 Papershelf 打开一次以完成升级</translation>
        </message>
        <message>
            <source>is Mendeley Desktop's own database, encrypted since Mendeley 1.19 so that no other program can read it: in Mendeley choose File &gt; Export... &gt; BibTeX and import that file</source>
            <translation>是 Mendeley Desktop 自己的数据库，自 Mendeley 1.19 起已加密，其他程序无法读取：请在 Mendeley 中选择“文件 &gt; 导出... &gt; BibTeX”，然后导入该文件</translation>
        </message>
        <message>
            <source>Zotero seems to be running (zotero.sqlite-wal is not empty): what it changed since its last checkpoint may be missing; close Zotero and import again to bring it</source>
            <translation>Zotero 似乎正在运行（zotero.sqlite-wal 不为空）：它自上次检查点以来的更改可能缺失；请关闭 Zotero 后重新导入以补齐</translation>
        </message>
        <message>
            <source>could not be shown: the PDF renderer stopped on it (the file may be damaged)</source>
            <translation>无法显示：PDF 渲染器在此处停止（文件可能已损坏）</translation>
        </message>
        <message>
            <source>added: expects 30d, 2026-01, 2026-01..2026-06 or &gt;=2026-03-15</source>
            <translation>added: 应为 30d、2026-01、2026-01..2026-06 或 &gt;=2026-03-15</translation>
        </message>
        <message>
            <source>attachments: is none, any, missing or a kind of file (pdf, html, ...)</source>
            <translation>attachments: 取值为 none、any、missing 或文件类型（pdf、html 等）</translation>
        </message>
        <message>
            <source>notes:idea</source>
            <translation>notes:想法</translation>
        </message>
        <message>
            <source>keywords:graphs</source>
            <translation>keywords:图</translation>
        </message>
        <message>
            <source>list:"To read"</source>
            <translation>list:"待读"</translation>
        </message>
        <message>
            <source>fulltext:"a sentence in the PDF"</source>
            <translation>fulltext:"PDF 中的一句话"</translation>
        </message>
        <message>
            <source>annotation:"words you highlighted or commented"</source>
            <translation>annotation:"您高亮或评论过的文字"</translation>
        </message>
        <message>
            <source>mytag:thesis</source>
            <translation>mytag:论文</translation>
        </message>
        <message>
            <source>same day</source>
            <translation>当天</translation>
        </message>
        <message>
            <source>within a week</source>
            <translation>一周内</translation>
        </message>
        <message>
            <source>within a month</source>
            <translation>一个月内</translation>
        </message>
        <message>
            <source>1–3 months</source>
            <translation>1–3 个月</translation>
        </message>
        <message>
            <source>3–12 months</source>
            <translation>3–12 个月</translation>
        </message>
        <message>
            <source>over a year</source>
            <translation>一年以上</translation>
        </message>
        <message>
            <source>No venue</source>
            <translation>无出版物</translation>
        </message>
        <message>
            <source>No year</source>
            <translation>无年份</translation>
        </message>
        <message>
            <source>Push Citation to Edi&amp;tor</source>
            <translation>将引用推送到编辑器(&amp;T)</translation>
        </message>
        <message>
            <source>&amp;TeXstudio</source>
            <translation>TeXstudio(&amp;T)</translation>
        </message>
        <message>
            <source>Te&amp;xmaker</source>
            <translation>Texmaker(&amp;X)</translation>
        </message>
        <message>
            <source>E&amp;macs</source>
            <translation>Emacs(&amp;M)</translation>
        </message>
        <message>
            <source>&amp;Vim</source>
            <translation>Vim(&amp;V)</translation>
        </message>
        <message>
            <source>&amp;Neovim</source>
            <translation>Neovim(&amp;N)</translation>
        </message>
        <message>
            <source>&amp;LyX</source>
            <translation>LyX(&amp;L)</translation>
        </message>
        <message>
            <source>&amp;Push Citation</source>
            <translation>推送引用(&amp;P)</translation>
        </message>
        <message>
            <source>Insert \cite{…} of the selected papers into the editor chosen in Editor Settings</source>
            <translation>将所选论文的 \cite{…} 插入到编辑器设置中选定的编辑器</translation>
        </message>
        <message>
            <source>&amp;Push Citation to {editor}</source>
            <translation>推送引用到 {editor}(&amp;P)</translation>
        </message>
        <message>
            <source>Editor &amp;Settings…</source>
            <translation>编辑器设置(&amp;S)…</translation>
        </message>
        <message>
            <source>Which editor to push to, Vim's and Neovim's servers, each editor's command</source>
            <translation>推送到哪个编辑器、Vim 和 Neovim 的服务器、每个编辑器的命令</translation>
        </message>
        <message>
            <source>(its pipe: ~/.lyx/lyxpipe.in)</source>
            <translation>（其管道：~/.lyx/lyxpipe.in）</translation>
        </message>
        <message>
            <source>DOI</source>
            <translation>DOI</translation>
        </message>
        <message>
            <source>arXiv id</source>
            <translation>arXiv 编号</translation>
        </message>
        <message>
            <source>Jan</source>
            <translation>1月</translation>
        </message>
        <message>
            <source>Feb</source>
            <translation>2月</translation>
        </message>
        <message>
            <source>Mar</source>
            <translation>3月</translation>
        </message>
        <message>
            <source>Apr</source>
            <translation>4月</translation>
        </message>
        <message>
            <source>May</source>
            <translation>5月</translation>
        </message>
        <message>
            <source>Jun</source>
            <translation>6月</translation>
        </message>
        <message>
            <source>Jul</source>
            <translation>7月</translation>
        </message>
        <message>
            <source>Aug</source>
            <translation>8月</translation>
        </message>
        <message>
            <source>Sep</source>
            <translation>9月</translation>
        </message>
        <message>
            <source>Oct</source>
            <translation>10月</translation>
        </message>
        <message>
            <source>Nov</source>
            <translation>11月</translation>
        </message>
        <message>
            <source>Dec</source>
            <translation>12月</translation>
        </message>
    </context>
    <context>
        <name>Accessibility</name>
        <message>
            <source>Not rated</source>
            <translation>未评分</translation>
        </message>
        <message>
            <source>{n} of 5 stars</source>
            <translation>{n} / 5 星</translation>
        </message>
        <message>
            <source>No files</source>
            <translation>无文件</translation>
        </message>
        <message>
            <source>Backups</source>
            <translation>备份</translation>
        </message>
        <message>
            <source>Entry type</source>
            <translation>条目类型</translation>
        </message>
        <message>
            <source>Incoming records that may be duplicates</source>
            <translation>可能重复的传入记录</translation>
        </message>
        <message>
            <source>Fields of the entry there and the record</source>
            <translation>已有条目与传入记录的字段</translation>
        </message>
    </context>
    <context>
        <name>AddByIdentifierDialog</name>
        <message>
            <source>DOIs and arXiv ids, one per line</source>
            <translation>DOI 和 arXiv 编号，每行一个</translation>
        </message>
        <message>
            <source>What each identifier found</source>
            <translation>每个标识符找到的内容</translation>
        </message>
    </context>
    <context>
        <name>AnnotationsPanel</name>
        <message>
            <source>Annotations</source>
            <translation>批注</translation>
        </message>
        <message>
            <source>Comment</source>
            <translation>评论</translation>
        </message>
        <message>
            <source>Comment on the selected annotation (Ctrl+Enter saves)</source>
            <translation>对所选批注的评论（Ctrl+Enter 保存）</translation>
        </message>
        <message>
            <source>Tags, separated by commas (Enter saves)</source>
            <translation>标签，以逗号分隔（按 Enter 保存）</translation>
        </message>
        <message>
            <source>Tags of the annotation</source>
            <translation>批注的标签</translation>
        </message>
        <message>
            <source>Shared with the group</source>
            <translation>与小组共享</translation>
        </message>
        <message>
            <source>Every member sees this annotation; unticked, only you do (the default)</source>
            <translation>所有成员都能看到此批注；不勾选时只有您能看到（默认）</translation>
        </message>
        <message>
            <source>Only mine</source>
            <translation>仅我的</translation>
        </message>
        <message>
            <source>Hide the annotations others wrote</source>
            <translation>隐藏他人写的批注</translation>
        </message>
    </context>
    <context>
        <name>Annotator</name>
        <message>
            <source>Select words first (drag over them).</source>
            <translation>请先选择文字（在文字上拖动）。</translation>
        </message>
        <message>
            <source>{kind} on p. {page}</source>
            <translation>第 {page} 页的{kind}</translation>
        </message>
        <message>
            <source>Comment on p. {page}</source>
            <translation>第 {page} 页的评论</translation>
        </message>
        <message>
            <source>Tags on p. {page}</source>
            <translation>第 {page} 页的标签</translation>
        </message>
        <message>
            <source>Share the annotation on p. {page}</source>
            <translation>共享第 {page} 页的批注</translation>
        </message>
        <message>
            <source>Make the annotation on p. {page} private</source>
            <translation>将第 {page} 页的批注设为私有</translation>
        </message>
        <message>
            <source>This PDF has no annotations yet.</source>
            <translation>此 PDF 暂无批注。</translation>
        </message>
        <message>
            <source>The annotations were added to the paper's notes.</source>
            <translation>批注已添加到文献的笔记中。</translation>
        </message>
    </context>
    <context>
        <name>CitationPicker</name>
        <message>
            <source>Search to cite</source>
            <translation>搜索要引用的文献</translation>
        </message>
        <message>
            <source>Papers found</source>
            <translation>找到的文献</translation>
        </message>
    </context>
    <context>
        <name>DailyBackup</name>
        <message>
            <source>The daily backup was not taken: {why}</source>
            <translation>未进行每日备份：{why}</translation>
        </message>
    </context>
    <context>
        <name>DuplicatesDialog</name>
        <message>
            <source>Possible duplicate pairs</source>
            <translation>可能重复的条目对</translation>
        </message>
        <message>
            <source>Fields of the two entries</source>
            <translation>两个条目的字段</translation>
        </message>
    </context>
    <context>
        <name>FindMetadataDialog</name>
        <message>
            <source>Papers to look up</source>
            <translation>待查询的文献</translation>
        </message>
        <message>
            <source>Fields found</source>
            <translation>找到的字段</translation>
        </message>
    </context>
    <context>
        <name>GoalEditor</name>
        <message>
            <source>No goal</source>
            <translation>无目标</translation>
        </message>
        <message>
            <source>Finish by</source>
            <translation>在截止日期前读完</translation>
        </message>
        <message>
            <source>Papers a week</source>
            <translation>每周文献数</translation>
        </message>
        <message>
            <source>Goal</source>
            <translation>目标</translation>
        </message>
        <message>
            <source>Deadline</source>
            <translation>截止日期</translation>
        </message>
        <message>
            <source> a week</source>
            <translation> 篇/周</translation>
        </message>
        <message>
            <source>Goal:</source>
            <translation>目标：</translation>
        </message>
    </context>
    <context>
        <name>KeptEdit</name>
        <message>
            <source>{who} deleted “{title}”.</source>
            <translation>{who}删除了“{title}”。</translation>
        </message>
        <message>
            <source>{who} deleted this paper while you were editing it. What you typed is still here: Re-create the paper with it, or Copy it.</source>
            <translation>{who}在您编辑此文献时将其删除了。您输入的内容仍在此处：可用它重新创建文献，或将其复制。</translation>
        </message>
        <message>
            <source>This paper was deleted: Re-create it, or Copy what you typed.</source>
            <translation>此文献已被删除：可重新创建，或复制您输入的内容。</translation>
        </message>
        <message>
            <source>Re-create entry</source>
            <translation>重新创建条目</translation>
        </message>
        <message>
            <source>The paper is back, with what you typed (Ctrl+Z takes it away again).</source>
            <translation>文献已恢复，并保留了您输入的内容（按 Ctrl+Z 可再次移除）。</translation>
        </message>
        <message>
            <source>Someone else</source>
            <translation>其他人</translation>
        </message>
        <message>
            <source>You</source>
            <translation>您</translation>
        </message>
    </context>
    <context>
        <name>MyNotesPanel</name>
        <message>
            <source>&lt;b&gt;My notes (private)&lt;/b&gt; — only you see these</source>
            <translation>&lt;b&gt;我的笔记（私有）&lt;/b&gt; — 只有您能看到</translation>
        </message>
        <message>
            <source>My notes (private)</source>
            <translation>我的笔记（私有）</translation>
        </message>
        <message>
            <source>A note only you see</source>
            <translation>只有您能看到的笔记</translation>
        </message>
        <message>
            <source>&lt;b&gt;My note for the group&lt;/b&gt; — every member sees it</source>
            <translation>&lt;b&gt;我给小组的笔记&lt;/b&gt; — 所有成员都能看到</translation>
        </message>
        <message>
            <source>My note for the group</source>
            <translation>我给小组的笔记</translation>
        </message>
        <message>
            <source>A note shown beside your reading</source>
            <translation>显示在您的阅读状态旁的笔记</translation>
        </message>
        <message>
            <source>My tags (private)</source>
            <translation>我的标签（私有）</translation>
        </message>
        <message>
            <source>private, separated by commas; find them: mytag:NAME</source>
            <translation>私有，用逗号分隔；查找：mytag:名称</translation>
        </message>
        <message>
            <source>My tags:</source>
            <translation>我的标签：</translation>
        </message>
        <message>
            <source>Edit my private note</source>
            <translation>编辑我的私有笔记</translation>
        </message>
        <message>
            <source>Edit my note for the group</source>
            <translation>编辑我给小组的笔记</translation>
        </message>
        <message>
            <source>Edit my private tags</source>
            <translation>编辑我的私有标签</translation>
        </message>
    </context>
    <context>
        <name>PlanUi</name>
        <message>
            <source>about %1 to read</source>
            <translation>阅读约需 %1</translation>
        </message>
        <message>
            <source>at your pace the list is done on %1</source>
            <translation>按您的速度，列表将于 %1 读完</translation>
        </message>
        <message>
            <source>1 day</source>
            <translation>1 天</translation>
        </message>
        <message>
            <source>%1 days</source>
            <translation>%1 天</translation>
        </message>
        <message>
            <source>%1 after its deadline</source>
            <translation>比截止日期晚 %1</translation>
        </message>
        <message>
            <source>Read next: %1.</source>
            <translation>阅读下一篇：%1。</translation>
        </message>
    </context>
    <context>
        <name>PlanView</name>
        <message>
            <source>Reading plan</source>
            <translation>阅读计划</translation>
        </message>
        <message>
            <source>Plan for</source>
            <translation>计划对象</translation>
        </message>
        <message>
            <source>papers left</source>
            <translation>剩余文献</translation>
        </message>
        <message>
            <source>of reading left</source>
            <translation>剩余阅读时间</translation>
        </message>
        <message>
            <source>your pace, papers a week</source>
            <translation>您的速度（每周文献数）</translation>
        </message>
        <message>
            <source>finish at your pace</source>
            <translation>按您的速度读完</translation>
        </message>
        <message>
            <source>Progress against the goal</source>
            <translation>目标进度</translation>
        </message>
        <message>
            <source>papers read since the goal was set</source>
            <translation>设定目标以来已读的文献</translation>
        </message>
        <message>
            <source>Pace per week</source>
            <translation>每周速度</translation>
        </message>
        <message>
            <source>papers read, the last 8 weeks</source>
            <translation>最近 8 周已读的文献</translation>
        </message>
        <message>
            <source>Weekly queue</source>
            <translation>每周待读</translation>
        </message>
        <message>
            <source>Time</source>
            <translation>时间</translation>
        </message>
        <message>
            <source>Plan for:</source>
            <translation>计划对象：</translation>
        </message>
        <message>
            <source>Unread (whole library)</source>
            <translation>未读（整个文献库）</translation>
        </message>
        <message>
            <source>read</source>
            <translation>已读</translation>
        </message>
        <message>
            <source>goal</source>
            <translation>目标</translation>
        </message>
        <message>
            <source>at your pace</source>
            <translation>按您的速度</translation>
        </message>
        <message>
            <source>deadline</source>
            <translation>截止日期</translation>
        </message>
        <message>
            <source>Nothing to read in this plan</source>
            <translation>此计划中没有要读的文献</translation>
        </message>
        <message>
            <source>Nothing read lately</source>
            <translation>最近没有阅读</translation>
        </message>
        <message>
            <source>Set Reading Goal</source>
            <translation>设定阅读目标</translation>
        </message>
        <message>
            <source>Everything in this plan has been read.</source>
            <translation>此计划中的文献均已读完。</translation>
        </message>
        <message>
            <source>No pace yet: papers marked read in the last weeks teach it. %1 left.</source>
            <translation>暂无速度：需根据最近几周标记为已读的文献得出。剩余 %1。</translation>
        </message>
        <message>
            <source>At your pace you finish on %1</source>
            <translation>按您的速度，将于 %1 读完</translation>
        </message>
        <message>
            <source>, %1 after the deadline</source>
            <translation>，比截止日期晚 %1</translation>
        </message>
        <message>
            <source>, %1 before the deadline</source>
            <translation>，比截止日期早 %1</translation>
        </message>
        <message>
            <source>, on the deadline</source>
            <translation>，正好在截止日期</translation>
        </message>
        <message>
            <source>At the goal's pace, on %1.</source>
            <translation>按目标速度，将于 %1 读完。</translation>
        </message>
        <message>
            <source>On track with the goal</source>
            <translation>与目标进度一致</translation>
        </message>
        <message>
            <source>%1 ahead of the goal</source>
            <translation>领先目标 %1</translation>
        </message>
        <message>
            <source>%1 behind the goal</source>
            <translation>落后目标 %1</translation>
        </message>
        <message>
            <source>1 paper</source>
            <translation>1 篇文献</translation>
        </message>
        <message>
            <source>%1 papers</source>
            <translation>%1 篇文献</translation>
        </message>
        <message>
            <source>1 day</source>
            <translation>1 天</translation>
        </message>
        <message>
            <source>%1 days</source>
            <translation>%1 天</translation>
        </message>
        <message>
            <source>Week of %1</source>
            <translation>%1 起的一周</translation>
        </message>
        <message>
            <source>Nothing left to read</source>
            <translation>没有剩余待读的文献</translation>
        </message>
    </context>
    <context>
        <name>PlanWindow</name>
        <message>
            <source>Reading Plan</source>
            <translation>阅读计划</translation>
        </message>
        <message>
            <source>Close</source>
            <translation>关闭</translation>
        </message>
    </context>
    <context>
        <name>ReaderWindow</name>
        <message>
            <source>Page</source>
            <translation>页码</translation>
        </message>
        <message>
            <source>Find in PDF</source>
            <translation>在 PDF 中查找</translation>
        </message>
    </context>
    <context>
        <name>ShortcutsDialog</name>
        <message>
            <source>Filter shortcuts</source>
            <translation>筛选快捷键</translation>
        </message>
        <message>
            <source>Keyboard shortcuts</source>
            <translation>键盘快捷键</translation>
        </message>
    </context>
    <context>
        <name>TriageView</name>
        <message>
            <source>about %1 to read</source>
            <translation>阅读约需 %1</translation>
        </message>
    </context>
    <context>
        <name>abstracts</name>
        <message>
            <source>no abstracts found after the header line</source>
            <translation>标题行之后未找到摘要</translation>
        </message>
        <message>
            <source>no abstracts found</source>
            <translation>未找到摘要</translation>
        </message>
        <message>
            <source>the file is larger than {size} MB; not an abstract list</source>
            <translation>文件大于 {size} MB；不是摘要列表</translation>
        </message>
        <message>
            <source>skipped a line with no words (a separator?), not an abstract</source>
            <translation>已跳过一行没有文字的内容（分隔线？），不是摘要</translation>
        </message>
        <message>
            <source>skipped '{text}': a single word is not an abstract</source>
            <translation>已跳过“{text}”：单个词不是摘要</translation>
        </message>
    </context>
    <context>
        <name>add_by_id</name>
        <message numerus="yes">
            <source>%n DOIs</source>
            <translation>
                <numerusform>%n 个 DOI</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n arXiv ids</source>
            <translation>
                <numerusform>%n 个 arXiv 编号</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n not recognised</source>
            <translation>
                <numerusform>%n 个无法识别</numerusform>
            </translation>
        </message>
        <message>
            <source>Nothing to look up yet.</source>
            <translation>尚无可查询的内容。</translation>
        </message>
        <message>
            <source>Add by Identifier</source>
            <translation>按标识符添加</translation>
        </message>
        <message>
            <source>&amp;Add</source>
            <translation>添加(&amp;A)</translation>
        </message>
        <message>
            <source>this window is read-only; nothing was added</source>
            <translation>此窗口为只读；未添加任何内容</translation>
        </message>
        <message>
            <source>Looked up {done} of {total}: {current}</source>
            <translation>已查询 {done}/{total}：{current}</translation>
        </message>
        <message numerus="yes">
            <source>%n added; {what}</source>
            <translation>
                <numerusform>已添加 %n 个；{what}</numerusform>
            </translation>
        </message>
        <message>
            <source>cancelled; nothing was added</source>
            <translation>已取消；未添加任何内容</translation>
        </message>
    </context>
    <context>
        <name>annotation_text</name>
        <message>
            <source>this entry has no PDF attached</source>
            <translation>此条目没有附加 PDF</translation>
        </message>
        <message>
            <source>its PDF is missing: {path}</source>
            <translation>其 PDF 缺失：{path}</translation>
        </message>
        <message>
            <source>page {page} does not exist (the PDF has {pages} pages)</source>
            <translation>第 {page} 页不存在（该 PDF 共 {pages} 页）</translation>
        </message>
        <message>
            <source>page {page} does not have the words "{shown}"</source>
            <translation>第 {page} 页中没有文字“{shown}”</translation>
        </message>
        <message>
            <source>an area needs a width and a height (x0 y0 x1 y1, in points)</source>
            <translation>区域需要宽度和高度（x0 y0 x1 y1，单位为点）</translation>
        </message>
    </context>
    <context>
        <name>annotations</name>
        <message>
            <source>unknown colour {text!r} (use {names}, or #rrggbb)</source>
            <translation>未知颜色 {text!r}（请使用 {names} 或 #rrggbb）</translation>
        </message>
        <message>
            <source>unknown source {source!r} (use {names})</source>
            <translation>未知来源 {source!r}（请使用 {names}）</translation>
        </message>
        <message>
            <source>annotation {id} is already there</source>
            <translation>批注 {id} 已存在</translation>
        </message>
        <message>
            <source>only the member who made an annotation can share or hide it</source>
            <translation>只有创建批注的成员才能共享或隐藏它</translation>
        </message>
        <message>
            <source>unknown annotation kind {kind!r} (use {names})</source>
            <translation>未知批注类型 {kind!r}（请使用 {names}）</translation>
        </message>
        <message>
            <source>page {page} does not exist (pages count from 1)</source>
            <translation>第 {page} 页不存在（页码从 1 开始）</translation>
        </message>
        <message>
            <source>an annotation needs a place on its page</source>
            <translation>批注需要在其页面上有位置</translation>
        </message>
        <message>
            <source>annotation {annotation_id} is not in the library</source>
            <translation>批注 {annotation_id} 不在文献库中</translation>
        </message>
    </context>
    <context>
        <name>attachment_links</name>
        <message>
            <source>entry {entry_id} is not in the library</source>
            <translation>条目 {entry_id} 不在文献库中</translation>
        </message>
    </context>
    <context>
        <name>attachments</name>
        <message>
            <source>{names}: already attached to this paper</source>
            <translation>{names}：已附加到此文献</translation>
        </message>
        <message>
            <source>attachment {id} is already there</source>
            <translation>附件 {id} 已存在</translation>
        </message>
        <message>
            <source>attachment {attachment_id} is not in the library</source>
            <translation>附件 {attachment_id} 不在文献库中</translation>
        </message>
        <message>
            <source>{path}: no such file</source>
            <translation>{path}：没有此文件</translation>
        </message>
        <message>
            <source>{path}: not a file (a folder cannot be attached)</source>
            <translation>{path}：不是文件（不能附加文件夹）</translation>
        </message>
        <message>
            <source>{path}: this user may not read it</source>
            <translation>{path}：此用户无权读取</translation>
        </message>
    </context>
    <context>
        <name>attachments_ui</name>
        <message numerus="yes">
            <source>Attach %n files</source>
            <translation>
                <numerusform>附加 %n 个文件</numerusform>
            </translation>
        </message>
        <message>
            <source>Remove attachment '{name}'</source>
            <translation>移除附件“{name}”</translation>
        </message>
        <message>
            <source>Select the paper to attach files to.</source>
            <translation>请选择要附加文件的文献。</translation>
        </message>
        <message>
            <source>Attach Files</source>
            <translation>附加文件</translation>
        </message>
        <message numerus="yes">
            <source>Attached %n files (copied into the library's folder).</source>
            <translation>
                <numerusform>已附加 %n 个文件（已复制到文献库的文件夹）。</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Attached %n files (linked).</source>
            <translation>
                <numerusform>已附加 %n 个文件（链接）。</numerusform>
            </translation>
        </message>
        <message>
            <source>This paper has no attached file.</source>
            <translation>这篇文献没有附加文件。</translation>
        </message>
        <message>
            <source>Open File</source>
            <translation>打开文件</translation>
        </message>
        <message>
            <source>“{name}” is at {path}, outside the library's folders. It came from an imported file. Open it?</source>
            <translation>“{name}”位于 {path}，在文献库的文件夹之外。它来自导入的文件。要打开吗？</translation>
        </message>
        <message>
            <source>File Missing</source>
            <translation>文件缺失</translation>
        </message>
        <message>
            <source>“{name}” is not at {path} any more.</source>
            <translation>“{name}”已不在 {path}。</translation>
        </message>
        <message>
            <source>&amp;Locate…</source>
            <translation>定位(&amp;L)…</translation>
        </message>
        <message>
            <source>Locate “{name}”</source>
            <translation>定位“{name}”</translation>
        </message>
        <message>
            <source>Locate '{name}'</source>
            <translation>定位“{name}”</translation>
        </message>
        <message>
            <source>Removed “{name}” from the paper (the file stays) — Ctrl+Z brings it back.</source>
            <translation>已从文献中移除“{name}”（文件保留）— 按 Ctrl+Z 可恢复。</translation>
        </message>
    </context>
    <context>
        <name>attachments_view</name>
        <message>
            <source>Double-click to open; right-click for more. Drop files here to attach.</source>
            <translation>双击打开；右键查看更多操作。将文件拖放到此处即可附加。</translation>
        </message>
        <message>
            <source>(attached as {name})</source>
            <translation>（附加时名为 {name}）</translation>
        </message>
        <message>
            <source>file</source>
            <translation>文件</translation>
        </message>
        <message>
            <source>missing — was in {folder}</source>
            <translation>缺失 — 原在 {folder}</translation>
        </message>
        <message>
            <source>a copy in the library's folder</source>
            <translation>文献库文件夹中的副本</translation>
        </message>
        <message>
            <source>in {folder}</source>
            <translation>位于 {folder}</translation>
        </message>
        <message>
            <source>Attached files</source>
            <translation>附加的文件</translation>
        </message>
        <message>
            <source>&amp;Open</source>
            <translation>打开(&amp;O)</translation>
        </message>
        <message>
            <source>Show in &amp;Folder</source>
            <translation>在文件夹中显示(&amp;F)</translation>
        </message>
        <message>
            <source>&amp;Locate…</source>
            <translation>定位(&amp;L)…</translation>
        </message>
        <message>
            <source>&amp;Remove Attachment</source>
            <translation>移除附件(&amp;R)</translation>
        </message>
    </context>
    <context>
        <name>autoexport</name>
        <message>
            <source>unknown export format {flavour!r} (use {names})</source>
            <translation>未知导出格式 {flavour!r}（请使用 {names}）</translation>
        </message>
        <message>
            <source>that reading list is no longer in the library</source>
            <translation>该阅读列表已不在文献库中</translation>
        </message>
        <message>
            <source>{target} is already kept up to date by another binding</source>
            <translation>{target} 已由另一个绑定保持更新</translation>
        </message>
    </context>
    <context>
        <name>backups</name>
        <message>
            <source>the backup could not be written ({why})</source>
            <translation>无法写入备份（{why}）</translation>
        </message>
        <message>
            <source>{name}: not a usable backup (it cannot be decompressed: {why})</source>
            <translation>{name}：不是可用的备份（无法解压：{why}）</translation>
        </message>
        <message>
            <source>{path}: damaged ({why}); no backup was taken</source>
            <translation>{path}：已损坏（{why}）；未创建备份</translation>
        </message>
        <message>
            <source>{name}: not a usable backup ({why})</source>
            <translation>{name}：不是可用的备份（{why}）</translation>
        </message>
        <message>
            <source>{name}: not a usable backup (damaged or not a library)</source>
            <translation>{name}：不是可用的备份（已损坏或不是文献库）</translation>
        </message>
    </context>
    <context>
        <name>backups_dialog</name>
        <message>
            <source>Restore from Backup</source>
            <translation>从备份恢复</translation>
        </message>
        <message>
            <source>Restore…</source>
            <translation>恢复…</translation>
        </message>
        <message>
            <source>Backups of this library (the current state is backed up first):</source>
            <translation>此文献库的备份（会先备份当前状态）：</translation>
        </message>
        <message numerus="yes">
            <source>Replace the library with the backup of {taken} (%n entries)?

The library as it is now is backed up first.</source>
            <translation>
                <numerusform>要用 {taken} 的备份（%n 个条目）替换文献库吗？

会先备份文献库的当前状态。</numerusform>
            </translation>
        </message>
        <message>
            <source>Restored the backup of {taken}.</source>
            <translation>已恢复 {taken} 的备份。</translation>
        </message>
        <message>
            <source>This library has no backups yet.</source>
            <translation>此文献库尚无备份。</translation>
        </message>
    </context>
    <context>
        <name>bibliography_export</name>
        <message>
            <source>Export Bibliography</source>
            <translation>导出参考文献列表</translation>
        </message>
        <message>
            <source>What the list shows ({view})</source>
            <translation>列表中显示的内容（{view}）</translation>
        </message>
        <message>
            <source>Include attachment &amp;file paths</source>
            <translation>包含附件文件路径(&amp;F)</translation>
        </message>
        <message>
            <source>Write where the attached files are on this computer. Off by default: a file you share should not tell others where you keep your papers.</source>
            <translation>写入附件在本机上的位置。默认关闭：您分享的文件不应透露您存放文献的位置。</translation>
        </message>
        <message>
            <source>&amp;Format:</source>
            <translation>格式(&amp;F)：</translation>
        </message>
        <message>
            <source>&amp;Style:</source>
            <translation>样式(&amp;S)：</translation>
        </message>
        <message>
            <source>&amp;Export…</source>
            <translation>导出(&amp;E)…</translation>
        </message>
        <message>
            <source>selection</source>
            <translation>所选内容</translation>
        </message>
        <message>
            <source>The selected papers (none selected)</source>
            <translation>所选文献（未选择任何文献）</translation>
        </message>
        <message numerus="yes">
            <source>The %n selected papers</source>
            <translation>
                <numerusform>所选的 %n 篇文献</numerusform>
            </translation>
        </message>
        <message>
            <source>Export {scope}</source>
            <translation>导出{scope}</translation>
        </message>
    </context>
    <context>
        <name>bibtex</name>
        <message>
            <source>the entry is not closed before {where}</source>
            <translation>条目在{where}之前未闭合</translation>
        </message>
        <message>
            <source>no macro name on line {line}</source>
            <translation>第 {line} 行没有宏名称</translation>
        </message>
        <message>
            <source>no '=' after '{name}' on line {line}</source>
            <translation>第 {line} 行的“{name}”之后没有 '='</translation>
        </message>
        <message>
            <source>expected '{close}' on line {line}</source>
            <translation>第 {line} 行应为 '{close}'</translation>
        </message>
        <message>
            <source>unbalanced braces: not closed before {where}</source>
            <translation>花括号不配对：在{where}之前未闭合</translation>
        </message>
        <message>
            <source>not a BibTeX file (it has no @type{...} entries)</source>
            <translation>不是 BibTeX 文件（没有 @type{...} 条目）</translation>
        </message>
        <message>
            <source>no entries found; its @string/@preamble/@comment blocks are kept</source>
            <translation>未找到条目；其 @string/@preamble/@comment 块已保留</translation>
        </message>
        <message>
            <source>it has no key</source>
            <translation>它没有引用键</translation>
        </message>
        <message>
            <source>{entry}: {problem}</source>
            <translation>{entry}：{problem}</translation>
        </message>
        <message>
            <source>{entry}: undefined @string macro(s) {names}, shown as written</source>
            <translation>{entry}：未定义的 @string 宏 {names}，按原文显示</translation>
        </message>
        <message>
            <source>unexpected '{char}' after the key '{key}' on line {line} (a space in the key?)</source>
            <translation>第 {line} 行引用键“{key}”之后出现意外的 '{char}'（引用键中有空格？）</translation>
        </message>
        <message>
            <source>unexpected '{char}' on line {line}</source>
            <translation>第 {line} 行出现意外的 '{char}'</translation>
        </message>
        <message>
            <source>'{name}' on line {line} is not followed by '=' (a missing comma before it?)</source>
            <translation>第 {line} 行的“{name}”之后没有 '='（前面缺少逗号？）</translation>
        </message>
        <message>
            <source>the entry is not closed before {where}; are the braces of '{name}' (line {line}) balanced?</source>
            <translation>条目在{where}之前未闭合；“{name}”（第 {line} 行）的花括号是否配对？</translation>
        </message>
        <message>
            <source>missing ',' after the field '{name}' (line {line})</source>
            <translation>字段“{name}”之后缺少 ','（第 {line} 行）</translation>
        </message>
        <message>
            <source>field '{name}' appears again on line {line}; kept the first</source>
            <translation>字段“{name}”在第 {line} 行再次出现；保留第一个</translation>
        </message>
        <message>
            <source>line {line} is a '%' comment inside the entry, which BibTeX does not allow; it was left out</source>
            <translation>第 {line} 行是条目内部的“%”注释，BibTeX 不允许这样；已略去</translation>
        </message>
        <message>
            <source>a value is missing on line {line}</source>
            <translation>第 {line} 行缺少值</translation>
        </message>
        <message>
            <source>unexpected '{char}' in a value on line {line}</source>
            <translation>第 {line} 行的值中出现意外的 '{char}'</translation>
        </message>
        <message>
            <source>unbalanced braces: the value opened on line {line} is not closed before {where}</source>
            <translation>花括号不配对：第 {line} 行开始的值在{where}之前未闭合</translation>
        </message>
        <message>
            <source>the quoted value opened on line {line} has no closing '"'</source>
            <translation>第 {line} 行开始的引号值缺少结束的 '"'</translation>
        </message>
        <message>
            <source>the end of the file</source>
            <translation>文件末尾</translation>
        </message>
        <message>
            <source>the next entry on line {line}</source>
            <translation>第 {line} 行的下一个条目</translation>
        </message>
        <message>
            <source>an extra '}}' on line {line} closes the entry early; the fields after it were not read</source>
            <translation>第 {line} 行多出的 '}}' 使条目提前结束；其后的字段未被读取</translation>
        </message>
        <message>
            <source>an entry has no citation key: '{title}'</source>
            <translation>有一个条目没有引用键：“{title}”</translation>
        </message>
        <message>
            <source>the citation key '{key}' has a character BibTeX cannot read</source>
            <translation>引用键“{key}”含有 BibTeX 无法读取的字符</translation>
        </message>
        <message>
            <source>the citation key '{key}' has a parenthesis, which biber cannot read</source>
            <translation>引用键“{key}”含有 biber 无法读取的括号</translation>
        </message>
        <message>
            <source>the citation key '{key}' is used twice (also as '{first}')</source>
            <translation>引用键“{key}”被使用了两次（另一个为“{first}”）</translation>
        </message>
        <message>
            <source>'{name}' cannot be a BibTeX field name</source>
            <translation>“{name}”不能作为 BibTeX 字段名</translation>
        </message>
        <message>
            <source>entry '{key}' (@{type})</source>
            <translation>条目“{key}”（@{type}）</translation>
        </message>
        <message>
            <source>{entry}: BibTeX styles do not define this type; they format it as @misc</source>
            <translation>{entry}：BibTeX 样式未定义此类型；会按 @misc 排版</translation>
        </message>
        <message>
            <source>{entry}: no {fields}; the style will warn</source>
            <translation>{entry}：缺少 {fields}；样式会发出警告</translation>
        </message>
    </context>
    <context>
        <name>bibtex_ui</name>
        <message>
            <source>Cancel</source>
            <translation>取消</translation>
        </message>
        <message>
            <source>Import</source>
            <translation>导入</translation>
        </message>
        <message>
            <source>Importing</source>
            <translation>正在导入</translation>
        </message>
        <message>
            <source>{verb} {name}… {percent}</source>
            <translation>{verb} {name}… {percent}</translation>
        </message>
        <message>
            <source>search results</source>
            <translation>搜索结果</translation>
        </message>
        <message>
            <source>reading list</source>
            <translation>阅读列表</translation>
        </message>
        <message>
            <source>tag {tag}</source>
            <translation>标签 {tag}</translation>
        </message>
        <message>
            <source>library</source>
            <translation>文献库</translation>
        </message>
        <message>
            <source>view</source>
            <translation>视图</translation>
        </message>
        <message>
            <source>selection</source>
            <translation>所选内容</translation>
        </message>
        <message>
            <source>Export {scope}</source>
            <translation>导出{scope}</translation>
        </message>
        <message>
            <source>Export to {path} failed; the file was not changed.</source>
            <translation>导出到 {path} 失败；文件未被更改。</translation>
        </message>
        <message numerus="yes">
            <source>; %n style warnings</source>
            <translation>
                <numerusform>；%n 条样式警告</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Exported %n entries to {path}</source>
            <translation>
                <numerusform>已将 %n 个条目导出到 {path}</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Copied the BibTeX of %n entries</source>
            <translation>
                <numerusform>已复制 %n 个条目的 BibTeX</numerusform>
            </translation>
        </message>
        <message>
            <source>Copied {text}</source>
            <translation>已复制 {text}</translation>
        </message>
        <message>
            <source>Keep Exported To</source>
            <translation>持续导出到</translation>
        </message>
        <message>
            <source>Format</source>
            <translation>格式</translation>
        </message>
        <message>
            <source>Write as:</source>
            <translation>写入格式：</translation>
        </message>
        <message>
            <source>Keep exported to {name}</source>
            <translation>持续导出到 {name}</translation>
        </message>
        <message>
            <source>Stop exporting to {name}</source>
            <translation>停止导出到 {name}</translation>
        </message>
        <message>
            <source>Auto-export could not note its pending files: {reason}</source>
            <translation>自动导出无法记录待写入的文件：{reason}</translation>
        </message>
        <message>
            <source>Auto-export to {path} failed: {reason}</source>
            <translation>自动导出到 {path} 失败：{reason}</translation>
        </message>
        <message>
            <source>Every selected key already follows the key pattern.</source>
            <translation>所选的每个引用键都已符合键模式。</translation>
        </message>
        <message numerus="yes">
            <source>… and %n more</source>
            <translation>
                <numerusform>… 还有 %n 个</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>These %n citation keys will change (pattern {pattern}):</source>
            <translation>
                <numerusform>这 %n 个引用键将会改变（模式 {pattern}）：</numerusform>
            </translation>
        </message>
        <message>
            <source>LaTeX documents citing the old keys will need updating.</source>
            <translation>引用旧键的 LaTeX 文档需要更新。</translation>
        </message>
        <message>
            <source>Regenerate Keys</source>
            <translation>重新生成引用键</translation>
        </message>
        <message numerus="yes">
            <source>Regenerate %n keys</source>
            <translation>
                <numerusform>重新生成 %n 个引用键</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>citations</name>
        <message>
            <source>there is no citation style '{style}' (try {known}, or a .csl file)</source>
            <translation>没有引文样式“{style}”（请尝试 {known}，或一个 .csl 文件）</translation>
        </message>
        <message>
            <source>{path}: no such style file</source>
            <translation>{path}：没有此样式文件</translation>
        </message>
        <message>
            <source>there is no added style '{style_id}'</source>
            <translation>没有已添加的样式“{style_id}”</translation>
        </message>
        <message>
            <source>unknown format '{fmt}' (use {names})</source>
            <translation>未知格式“{fmt}”（请使用 {names}）</translation>
        </message>
        <message>
            <source>the style '{title}' cannot format these entries ({exc})</source>
            <translation>样式“{title}”无法格式化这些条目（{exc}）</translation>
        </message>
    </context>
    <context>
        <name>citations_ui</name>
        <message>
            <source>Select the papers to copy first.</source>
            <translation>请先选择要复制的文献。</translation>
        </message>
        <message>
            <source>The references could not be formatted: </source>
            <translation>无法格式化参考文献：</translation>
        </message>
        <message numerus="yes">
            <source>Copied %n references in {style}</source>
            <translation>
                <numerusform>已复制 %n 条 {style} 格式的参考文献</numerusform>
            </translation>
        </message>
        <message>
            <source>Select the papers to cite first.</source>
            <translation>请先选择要引用的文献。</translation>
        </message>
        <message>
            <source>The citation could not be formatted: </source>
            <translation>无法格式化引文：</translation>
        </message>
        <message>
            <source>Copied {citation}</source>
            <translation>已复制 {citation}</translation>
        </message>
        <message>
            <source>Still formatting the last references; try again in a moment.</source>
            <translation>仍在格式化上一批参考文献，请稍后再试。</translation>
        </message>
        <message numerus="yes">
            <source>Formatting %n references…</source>
            <translation>
                <numerusform>正在格式化 %n 条参考文献…</numerusform>
            </translation>
        </message>
        <message>
            <source>Formatting references… the preview follows.</source>
            <translation>正在格式化参考文献……预览稍后显示。</translation>
        </message>
        <message>
            <source>No reference in {style}: {reason}</source>
            <translation>无 {style} 格式的参考文献：{reason}</translation>
        </message>
        <message>
            <source>Export to {path} failed; the file was not changed.

</source>
            <translation>导出到 {path} 失败；文件未被更改。

</translation>
        </message>
        <message numerus="yes">
            <source>Exported %n entries to {path}</source>
            <translation>
                <numerusform>已将 %n 个条目导出到 {path}</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>cli</name>
        <message>
            <source>the library file to use (created if missing), or a shared library's postgresql://user@host/dbname URL</source>
            <translation>要使用的文献库文件（不存在时创建），或共享文献库的 postgresql://user@host/dbname URL</translation>
        </message>
        <message>
            <source>the language to speak (de, es, zh_CN, en...); default: Preferences, then the system's (LANGUAGE, LC_ALL, LC_MESSAGES, LANG)</source>
            <translation>界面语言（de、es、zh_CN、en……）；默认：首选项，其次为系统设置（LANGUAGE、LC_ALL、LC_MESSAGES、LANG）</translation>
        </message>
        <message>
            <source>lay the window out right to left (as RTL languages)</source>
            <translation>从右到左排列窗口（如 RTL 语言）</translation>
        </message>
        <message>
            <source>papershelf: interrupted</source>
            <translation>papershelf：已中断</translation>
        </message>
        <message numerus="yes">
            <source>%n entries</source>
            <translation>
                <numerusform>%n 个条目</numerusform>
            </translation>
        </message>
        <message>
            <source>delete the entries a search finds (backed up first)</source>
            <translation>删除搜索找到的条目（先备份）</translation>
        </message>
        <message numerus="yes">
            <source>deleted %n entries</source>
            <translation>
                <numerusform>已删除 %n 个条目</numerusform>
            </translation>
        </message>
        <message>
            <source>the citation key pattern; regenerate keys</source>
            <translation>引用键模式；重新生成引用键</translation>
        </message>
        <message numerus="yes">
            <source>%n keys would change (dry run: nothing changed)</source>
            <translation>
                <numerusform>将更改 %n 个引用键（试运行：未做任何更改）</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n keys changed</source>
            <translation>
                <numerusform>已更改 %n 个引用键</numerusform>
            </translation>
        </message>
        <message>
            <source>add papers by DOI or arXiv id</source>
            <translation>按 DOI 或 arXiv 编号添加文献</translation>
        </message>
        <message>
            <source>highlight words on a page of an entry's PDF</source>
            <translation>在条目 PDF 的某一页上高亮文字</translation>
        </message>
        <message>
            <source>an entry's (or a list's) annotations</source>
            <translation>条目（或列表）的批注</translation>
        </message>
        <message>
            <source>attach files to an entry</source>
            <translation>为条目附加文件</translation>
        </message>
        <message>
            <source>keep .bib files up to date</source>
            <translation>保持 .bib 文件最新</translation>
        </message>
        <message>
            <source>print formatted references in a citation style</source>
            <translation>以引文样式输出格式化参考文献</translation>
        </message>
        <message>
            <source>write entries as BibTeX, BibLaTeX, RIS, CSL-JSON or a reference list</source>
            <translation>将条目写为 BibTeX、BibLaTeX、RIS、CSL-JSON 或参考文献列表</translation>
        </message>
        <message>
            <source>import BibTeX, RIS, CSL-JSON, plain-text abstract lists, PDFs or a Zotero library</source>
            <translation>导入 BibTeX、RIS、CSL-JSON、纯文本摘要列表、PDF 或 Zotero 文献库</translation>
        </message>
        <message>
            <source>copy a whole library (file or server), or dump it for comparison</source>
            <translation>复制整个文献库（文件或服务器），或导出以便比较</translation>
        </message>
        <message>
            <source>put entries in a reading list, take them out, show it</source>
            <translation>将条目加入阅读列表、移出或显示列表</translation>
        </message>
        <message>
            <source>print the reading lists with their progress</source>
            <translation>输出阅读列表及其进度</translation>
        </message>
        <message>
            <source>find the real paper behind entries</source>
            <translation>查找条目背后的真实文献</translation>
        </message>
        <message>
            <source>rebuild the search index, index pending PDFs</source>
            <translation>重建搜索索引，索引待处理的 PDF</translation>
        </message>
        <message>
            <source>open the app and import files into the library</source>
            <translation>打开应用程序并将文件导入文献库</translation>
        </message>
        <message>
            <source>choose papers and print their citation (\cite{…}, [@…])</source>
            <translation>选择文献并输出其引文（\cite{…}、[@…]）</translation>
        </message>
        <message>
            <source>the commands that push a citation into editors</source>
            <translation>将引文推送到编辑器的命令</translation>
        </message>
        <message>
            <source>link a LaTeX or Markdown document; what it cites</source>
            <translation>链接 LaTeX 或 Markdown 文档；查看其引用</translation>
        </message>
        <message>
            <source>print the entries most like one entry</source>
            <translation>输出与某条目最相似的条目</translation>
        </message>
        <message>
            <source>draw one page of a PDF as a PNG image</source>
            <translation>将 PDF 的一页绘制为 PNG 图像</translation>
        </message>
        <message>
            <source>list, add, edit or run saved searches</source>
            <translation>列出、添加、编辑或运行已保存的搜索</translation>
        </message>
        <message>
            <source>print the entries that match a query</source>
            <translation>输出与查询匹配的条目</translation>
        </message>
        <message>
            <source>check that this installation works</source>
            <translation>检查此安装是否正常</translation>
        </message>
        <message>
            <source>answer Better BibTeX's cite-as-you-write URLs on 127.0.0.1 (for editor plugins)</source>
            <translation>在 127.0.0.1 上响应 Better BibTeX 的边写边引 URL（供编辑器插件使用）</translation>
        </message>
        <message>
            <source>print reading statistics</source>
            <translation>输出阅读统计</translation>
        </message>
        <message>
            <source>suggest tags for an entry</source>
            <translation>为条目建议标签</translation>
        </message>
        <message>
            <source>add, remove, rename, recolour or delete a tag</source>
            <translation>添加、移除、重命名、更改颜色或删除标签</translation>
        </message>
        <message>
            <source>print the tags with their colours and counts</source>
            <translation>输出标签及其颜色和数量</translation>
        </message>
        <message>
            <source>a journal club's sessions, or schedule one</source>
            <translation>期刊俱乐部的会议，或安排一次会议</translation>
        </message>
        <message>
            <source>give a paper to a member to read by a date</source>
            <translation>将文献分配给某位成员，在指定日期前读完</translation>
        </message>
        <message>
            <source>the papers assigned to you, soonest due first</source>
            <translation>分配给您的文献，最早到期的排在前面</translation>
        </message>
        <message>
            <source>show or set the name others see you by</source>
            <translation>显示或设置其他人看到的您的名称</translation>
        </message>
        <message>
            <source>set a reading list's goal; print its forecast</source>
            <translation>设定阅读列表的目标；输出其预测</translation>
        </message>
        <message>
            <source>set your reading status of papers</source>
            <translation>设置您对文献的阅读状态</translation>
        </message>
        <message>
            <source>who has read the papers a search finds</source>
            <translation>谁读过搜索找到的文献</translation>
        </message>
        <message>
            <source>your own note on a paper (a shared library)</source>
            <translation>您自己对文献的笔记（共享文献库）</translation>
        </message>
        <message>
            <source>Keep a note of your own on a paper of a shared library: private, or with --public shown to every member beside who has read it. Without TEXT, print your notes and private tags of the paper.</source>
            <translation>为共享文献库中的论文保留一条自己的笔记：默认私有，使用 --public 时在“谁读过”旁向所有成员显示。不带 TEXT 时，输出你对该论文的笔记和私有标签。</translation>
        </message>
        <message>
            <source>the note ('' removes it); without it, your notes are printed</source>
            <translation>笔记内容（'' 表示删除）；省略时输出你的笔记</translation>
        </message>
        <message>
            <source>seen by you only (the default)</source>
            <translation>仅你可见（默认）</translation>
        </message>
        <message>
            <source>the name other members see for you</source>
            <translation>其他成员看到的您的名称</translation>
        </message>
        <message>
            <source>back the library up now (compressed), or list backups</source>
            <translation>立即备份文献库（压缩）或列出备份</translation>
        </message>
        <message>
            <source>examples:</source>
            <translation>示例：</translation>
        </message>
        <message numerus="yes">
            <source> and %n more</source>
            <translation>
                <numerusform> 及另外 %n 个</numerusform>
            </translation>
        </message>
        <message>
            <source>nothing was changed (answered {answer})</source>
            <translation>未做任何更改（回答为 {answer}）</translation>
        </message>
        <message>
            <source>Delete every entry the search words find (as `papershelf search` finds them), with its tags and list places; key:k1 means the key k1 only (key:k1* every key starting with k1). It says how many and which entries it will delete and asks first (--yes: without asking; needed when standard input is not a terminal). The library is backed up first, into its backups folder (File › Restore from Backup… in the app brings it back).</source>
            <translation>删除搜索词找到的每个条目（与 `papershelf search` 的查找方式相同），连同其标签和列表位置；key:k1 表示仅引用键 k1（key:k1* 表示所有以 k1 开头的引用键）。它会先说明将删除多少个以及哪些条目并征求确认（--yes：不询问；标准输入不是终端时必须使用）。删除前先将文献库备份到其备份文件夹（在应用中用“文件 › 从备份恢复…”可找回）。</translation>
        </message>
        <message>
            <source>delete without showing the entries and asking</source>
            <translation>删除时不显示条目也不询问</translation>
        </message>
        <message>
            <source>Citation keys are made once, when an entry arrives without one, and then kept. These commands show or set the pattern new keys follow, and remake the keys of chosen entries.</source>
            <translation>引用键在条目没有引用键而加入时生成一次，此后保持不变。这些命令显示或设置新引用键所遵循的模式，并为选定条目重新生成引用键。</translation>
        </message>
        <message>
            <source>show or set the key pattern</source>
            <translation>显示或设置引用键模式</translation>
        </message>
        <message>
            <source>the new pattern</source>
            <translation>新模式</translation>
        </message>
        <message>
            <source>go back to the default pattern</source>
            <translation>恢复默认模式</translation>
        </message>
        <message>
            <source>remake the keys of the entries a search finds</source>
            <translation>为搜索找到的条目重新生成引用键</translation>
        </message>
        <message>
            <source>Give the chosen entries new keys from the pattern (keys that already fit it stay). With --dry-run, only print what would change.</source>
            <translation>按模式为选定条目赋予新引用键（已符合模式的引用键保持不变）。使用 --dry-run 时只输出将要更改的内容。</translation>
        </message>
        <message>
            <source>use P instead of the library's</source>
            <translation>使用 P 代替文献库的模式</translation>
        </message>
        <message>
            <source>change nothing, only print</source>
            <translation>不做更改，只输出</translation>
        </message>
        <message>
            <source>Look up each DOI (bare, doi:…, https://doi.org/…) at Crossref, or at doi.org where Crossref does not hold it, and each arXiv id (1605.08386, 2104.12255v1, astro-ph/0601001, arXiv:…, arxiv.org links) at arXiv, and add the papers found. Prints one line per id; exits 1 if any id could not be added, after adding the others. Answers are cached for a week. PAPERSHELF_CROSSREF_URL, PAPERSHELF_DOI_URL and PAPERSHELF_ARXIV_URL send the requests elsewhere (a mirror, a proxy); PAPERSHELF_CONTACT_EMAIL is sent to Crossref as its etiquette asks.</source>
            <translation>在 Crossref 查询每个 DOI（纯 DOI、doi:…、https://doi.org/…），Crossref 没有收录时改查 doi.org；在 arXiv 查询每个 arXiv 编号（1605.08386、2104.12255v1、astro-ph/0601001、arXiv:…、arxiv.org 链接），并添加找到的论文。每个编号输出一行；若有编号无法添加，则在添加其余编号后以状态 1 退出。查询结果缓存一周。PAPERSHELF_CROSSREF_URL、PAPERSHELF_DOI_URL 和 PAPERSHELF_ARXIV_URL 可将请求发往别处（镜像、代理）；按照 Crossref 的礼仪要求，会向其发送 PAPERSHELF_CONTACT_EMAIL。</translation>
        </message>
        <message>
            <source>DOIs and arXiv ids ('-': read stdin)</source>
            <translation>DOI 和 arXiv 编号（'-'：从标准输入读取）</translation>
        </message>
        <message>
            <source>reading list to add to</source>
            <translation>要添加到的阅读列表</translation>
        </message>
        <message>
            <source>papershelf: no DOI or arXiv id given</source>
            <translation>papershelf：未给出 DOI 或 arXiv 编号</translation>
        </message>
        <message>
            <source>looking up {done}/{total}: {current}</source>
            <translation>正在查询 {done}/{total}：{current}</translation>
        </message>
        <message>
            <source>Find WORDS on page N of the entry's PDF (white space, hyphens at line ends and ligatures do not matter) and highlight them in the library. The PDF is not changed: `papershelf annotations KEY --write-pdf` writes annotations into it.</source>
            <translation>在条目 PDF 的第 N 页查找 WORDS（空白、行末连字符和连字均不影响），并在文献库中高亮。PDF 本身不会改变：`papershelf annotations KEY --write-pdf` 才会把批注写入 PDF。</translation>
        </message>
        <message>
            <source>the entry's citation key</source>
            <translation>条目的引用键</translation>
        </message>
        <message>
            <source>the page (from 1)</source>
            <translation>页码（从 1 开始）</translation>
        </message>
        <message>
            <source>words on that page</source>
            <translation>该页上的文字</translation>
        </message>
        <message>
            <source>a rectangle of the page in points (its words quoted)</source>
            <translation>页面上以点为单位的矩形区域（引用其中的文字）</translation>
        </message>
        <message>
            <source>a tag on the annotation (again for more)</source>
            <translation>批注上的标签（可重复指定多个）</translation>
        </message>
        <message>
            <source>{colours} or #rrggbb (yellow)</source>
            <translation>{colours} 或 #rrggbb（yellow）</translation>
        </message>
        <message>
            <source>a comment on the words</source>
            <translation>对这些文字的评论</translation>
        </message>
        <message>
            <source>a shared library's members all see it (else only you do)</source>
            <translation>共享文献库的所有成员都能看到（否则仅你可见）</translation>
        </message>
        <message>
            <source>Print the annotations of the entry KEY (or of a reading list, a tag or a search) as JSON or as Markdown quotes with page numbers and [@key, p. N] citations, which pandoc --citeproc renders with the list's CSL-JSON export.</source>
            <translation>以 JSON 或带页码和 [@key, p. N] 引用的 Markdown 引文输出条目 KEY（或某个阅读列表、标签或搜索）的批注，pandoc --citeproc 可配合该列表的 CSL-JSON 导出进行排版。</translation>
        </message>
        <message>
            <source>only the annotations this library's user made</source>
            <translation>仅此文献库用户所做的批注</translation>
        </message>
        <message>
            <source>write to FILE</source>
            <translation>写入 FILE</translation>
        </message>
        <message>
            <source>first read the annotations the entry's PDF holds</source>
            <translation>先读取条目 PDF 中已有的批注</translation>
        </message>
        <message>
            <source>write its annotations into its PDF (backed up first)</source>
            <translation>将其批注写入其 PDF（先备份）</translation>
        </message>
        <message>
            <source>{key}'s PDF {error}</source>
            <translation>{key} 的 PDF：{error}</translation>
        </message>
        <message>
            <source>name either an entry KEY or one of --list, --tag, --query</source>
            <translation>请指定一个条目 KEY，或 --list、--tag、--query 之一</translation>
        </message>
        <message>
            <source>--read-pdf and --write-pdf take one entry KEY</source>
            <translation>--read-pdf 和 --write-pdf 需要一个条目 KEY</translation>
        </message>
        <message numerus="yes">
            <source>{path}: %n annotations</source>
            <translation>
                <numerusform>{path}：%n 条批注</numerusform>
            </translation>
        </message>
        <message>
            <source>{key}: no new annotations read from {path}</source>
            <translation>{key}：未从 {path} 读取到新批注</translation>
        </message>
        <message>
            <source>{key}: new annotations read from {path}</source>
            <translation>{key}：已从 {path} 读取新批注</translation>
        </message>
        <message>
            <source>{key}: {added} added, {updated} updated, {removed} removed in {path} (the file as it was: {backup})</source>
            <translation>{key}：在 {path} 中添加 {added} 条、更新 {updated} 条、删除 {removed} 条（原文件：{backup}）</translation>
        </message>
        <message>
            <source>Attach each FILE to the entry KEY: linked where it is, or copied into the library's managed folder (files/ beside the library unless set in the app's Preferences), as the library's setting says unless --copy or --link is given.</source>
            <translation>将每个 FILE 附加到条目 KEY：按文献库的设置链接其原位置，或复制到文献库的托管文件夹（默认是文献库旁的 files/，可在应用的首选项中设置），除非指定了 --copy 或 --link。</translation>
        </message>
        <message>
            <source>files to attach</source>
            <translation>要附加的文件</translation>
        </message>
        <message>
            <source>copy the files into the managed folder</source>
            <translation>将文件复制到托管文件夹</translation>
        </message>
        <message>
            <source>link the files where they are</source>
            <translation>在原位置链接文件</translation>
        </message>
        <message>
            <source>{key}: {name} copied to {path}</source>
            <translation>{key}：{name} 已复制到 {path}</translation>
        </message>
        <message>
            <source>{key}: {name} linked at {path}</source>
            <translation>{key}：{name} 已链接于 {path}</translation>
        </message>
        <message>
            <source>Bind a reading list (or the whole library) to a file that is rewritten whenever its entries change: by the app as you work, and by the commands that change entries (import, keys regenerate), or now with 'autoexport run'.</source>
            <translation>将阅读列表（或整个文献库）绑定到一个文件，每当其条目变化时重写该文件：您工作时由应用重写，更改条目的命令（import、keys regenerate）也会重写，或用 'autoexport run' 立即重写。</translation>
        </message>
        <message>
            <source>bind a file, and write it now</source>
            <translation>绑定文件并立即写入</translation>
        </message>
        <message>
            <source>bibtex, biblatex, ris or csl-json (default: csl-json for a .json file, ris for .ris, else bibtex)</source>
            <translation>bibtex、biblatex、ris 或 csl-json（默认：.json 文件用 csl-json，.ris 用 ris，其他用 bibtex）</translation>
        </message>
        <message>
            <source>stop keeping a file</source>
            <translation>停止维护某个文件</translation>
        </message>
        <message>
            <source>print the bound files</source>
            <translation>输出已绑定的文件</translation>
        </message>
        <message>
            <source>rewrite every bound file now</source>
            <translation>立即重写每个已绑定的文件</translation>
        </message>
        <message>
            <source>{path} is not kept up to date</source>
            <translation>{path} 未被保持更新</translation>
        </message>
        <message>
            <source>{path}: no longer kept up to date (the file stays)</source>
            <translation>{path}：不再保持更新（文件保留）</translation>
        </message>
        <message>
            <source>Print the entries a query finds (all entries when there is none) as a reference list in a CSL citation style, to paste into Word, Google Docs or Markdown; or, with --in-text, their in-text citation ('(Vaswani et al., 2017)', '[1]'). Styles: {styles}, any style id --list-styles shows, or a .csl file. Example: papershelf cite key:vaswani2017attention --style ieee</source>
            <translation>将查询找到的条目（未给出查询时为全部条目）按 CSL 引用样式输出为参考文献列表，可粘贴到 Word、Google Docs 或 Markdown；或使用 --in-text 输出其文内引用（'(Vaswani et al., 2017)'、'[1]'）。样式：{styles}、--list-styles 列出的任意样式 id，或一个 .csl 文件。示例：papershelf cite key:vaswani2017attention --style ieee</translation>
        </message>
        <message>
            <source>a citation style (default: apa)</source>
            <translation>引用样式（默认：apa）</translation>
        </message>
        <message>
            <source>text (default), html, markdown or rtf</source>
            <translation>text（默认）、html、markdown 或 rtf</translation>
        </message>
        <message>
            <source>print the in-text citation</source>
            <translation>输出文内引用</translation>
        </message>
        <message>
            <source>list the styles that can be used and stop</source>
            <translation>列出可用的样式后退出</translation>
        </message>
        <message>
            <source>no entry matches '{query}'</source>
            <translation>没有条目匹配“{query}”</translation>
        </message>
        <message>
            <source>the library is empty</source>
            <translation>文献库为空</translation>
        </message>
        <message>
            <source>Write the whole library (or a reading list in its order, a tag with the tags below it, or what a search finds) to a file, replaced atomically: a failed export leaves the old file as it was. Entries come in the list's order, else by citation key; the same library always gives the same bytes.</source>
            <translation>将整个文献库（或按顺序的某个阅读列表、某个标签及其下级标签、某次搜索的结果）写入文件，并以原子方式替换：导出失败时旧文件保持原样。条目按列表顺序排列，否则按引用键排列；同一文献库总是生成相同的字节。</translation>
        </message>
        <message>
            <source>a reading list</source>
            <translation>一个阅读列表</translation>
        </message>
        <message>
            <source>a tag (and the tags below it)</source>
            <translation>一个标签（及其下级标签）</translation>
        </message>
        <message>
            <source>a search, as `papershelf search` takes it</source>
            <translation>一次搜索，格式同 `papershelf search`</translation>
        </message>
        <message>
            <source>what a LaTeX or Markdown document cites (and the crossref/xdata/set parents)</source>
            <translation>LaTeX 或 Markdown 文档所引用的内容（及 crossref/xdata/set 父条目）</translation>
        </message>
        <message>
            <source>bibtex (default) or biblatex, both UTF-8: values read from a .bib go back as they were read, new or edited text gets the LaTeX escapes the flavour needs; ris; csl-json (for pandoc --citeproc, Quarto, Zotero: each item's id is its citation key); or a reference list in --style: html, markdown, rtf or text</source>
            <translation>bibtex（默认）或 biblatex，均为 UTF-8：从 .bib 读入的值按原样写回，新增或编辑的文本按该格式需要加上 LaTeX 转义；ris；csl-json（供 pandoc --citeproc、Quarto、Zotero 使用：每一项的 id 即其引用键）；或按 --style 生成的参考文献列表：html、markdown、rtf 或 text</translation>
        </message>
        <message>
            <source>the citation style of a reference list (default apa; see `papershelf cite --list-styles`)</source>
            <translation>参考文献列表的引用样式（默认 apa；参见 `papershelf cite --list-styles`）</translation>
        </message>
        <message>
            <source>csl-json: include the attachments' local file paths (left out by default: a shared file should not tell where your papers are kept)</source>
            <translation>csl-json：包含附件的本地文件路径（默认省略：共享的文件不应透露您的论文存放在何处）</translation>
        </message>
        <message>
            <source>the file to write ('-': stdout)</source>
            <translation>要写入的文件（'-'：标准输出）</translation>
        </message>
        <message>
            <source>there is no reading list called '{name}'</source>
            <translation>没有名为“{name}”的阅读列表</translation>
        </message>
        <message>
            <source>there is no tag called '{name}'</source>
            <translation>没有名为“{name}”的标签</translation>
        </message>
        <message>
            <source>cannot export: {why}</source>
            <translation>无法导出：{why}</translation>
        </message>
        <message>
            <source>{path}: cannot write ({why})</source>
            <translation>{path}：无法写入（{why}）</translation>
        </message>
        <message>
            <source>{path}: its reading list was deleted; not written</source>
            <translation>{path}：其阅读列表已被删除；未写入</translation>
        </message>
        <message numerus="yes">
            <source>{path}: %n entries (written)</source>
            <translation>
                <numerusform>{path}：%n 个条目（已写入）</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>{path}: %n entries (unchanged)</source>
            <translation>
                <numerusform>{path}：%n 个条目（未改变）</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>... and %n more style warnings</source>
            <translation>
                <numerusform>……以及另外 %n 条样式警告</numerusform>
            </translation>
        </message>
        <message>
            <source>Import files into the library: BibTeX/BibLaTeX (.bib, .bibtex), RIS (.ris), CSL-JSON (.json: Zotero's, Pandoc's, Papershelf's own export), EndNote XML (.xml), plain-text abstract lists (.txt: a header line, then one abstract per paragraph) and PDFs (.pdf: one entry each with the PDF attached, its DOI or arXiv id kept, title and authors inferred from the PDF unless --lookup; its text is indexed for search before the command returns) and Zotero's own library (its data folder or zotero.sqlite: items, notes, files, tags, collections; read without disturbing a running Zotero). Each file is imported whole or not at all; entries that cannot be read are listed with their line. A paper the library surely has (the same DOI or arXiv id, or the same title, year, authors, venue and pages) is a duplicate: skipped by default; one that only may be (a similar title, the same abstract) is imported and listed as a 'possible duplicate'. Entries of one file with keys of their own are never duplicates of each other.</source>
            <translation>将文件导入文献库：BibTeX/BibLaTeX（.bib、.bibtex）、RIS（.ris）、CSL-JSON（.json：Zotero、Pandoc 或 Papershelf 自身的导出）、EndNote XML（.xml）、纯文本摘要列表（.txt：一行标题，然后每段一篇摘要）和 PDF（.pdf：每个 PDF 一个条目并附上该 PDF，保留其 DOI 或 arXiv 编号，除非使用 --lookup，否则标题和作者从 PDF 推断；其正文在命令返回前即建立搜索索引），以及 Zotero 自身的文献库（其数据文件夹或 zotero.sqlite：条目、笔记、文件、标签、分类；读取时不干扰正在运行的 Zotero）。每个文件要么整体导入，要么完全不导入；无法读取的条目连同其行号列出。文献库肯定已有的论文（相同的 DOI 或 arXiv 编号，或相同的标题、年份、作者、出版物和页码）视为重复项：默认跳过；仅可能重复的（标题相似、摘要相同）会被导入并列为“可能的重复项”。同一文件中带有各自引用键的条目彼此之间从不视为重复。</translation>
        </message>
        <message>
            <source>files to import ('-': standard input, its format told from its content; a folder: the PDFs in it and its subfolders; Zotero's data folder: its library)</source>
            <translation>要导入的文件（'-'：标准输入，根据内容判断格式；文件夹：其中及其子文件夹中的 PDF；Zotero 数据文件夹：其文献库）</translation>
        </message>
        <message>
            <source>reading list to put the entries in (default: the file's header line)</source>
            <translation>放入条目的阅读列表（默认：文件的标题行）</translation>
        </message>
        <message>
            <source>skip a sure duplicate (default), merge it into the entry it duplicates (filling in the fields that entry lacks), or keep it as an entry of its own; a possible duplicate is always imported and listed</source>
            <translation>跳过确定的重复项（默认）、将其合并到它所重复的条目中（补全该条目缺少的字段），或将其保留为独立条目；可能的重复项总会被导入并列出</translation>
        </message>
        <message>
            <source>look the DOI or arXiv id found in each PDF up online (Crossref, DataCite, arXiv) for its full record; without it nothing leaves this computer</source>
            <translation>在线查询（Crossref、DataCite、arXiv）每个 PDF 中找到的 DOI 或 arXiv 编号以获取完整记录；不使用此选项时，任何数据都不会离开本机</translation>
        </message>
        <message>
            <source>store nothing: read the bibliographies and print what the import would find (duplicates, keys it would change, problems), as the window's review shows it</source>
            <translation>不存储任何内容：读取文献目录并输出导入将会发现的内容（重复项、将更改的键、问题），与窗口中的审阅一致</translation>
        </message>
        <message>
            <source>total: {summary}</source>
            <translation>合计：{summary}</translation>
        </message>
        <message>
            <source>{path}: not planned (--dry-run reads bibliographies only)</source>
            <translation>{path}：未规划（--dry-run 只读取参考文献文件）</translation>
        </message>
        <message numerus="yes">
            <source>{path}: %n records, {duplicates} of them duplicates (dry run: nothing stored)</source>
            <translation>
                <numerusform>{path}：%n 条记录，其中 {duplicates} 条重复（试运行：未存储任何内容）</numerusform>
            </translation>
        </message>
        <message>
            <source>importing {name}: {share}%</source>
            <translation>正在导入 {name}：{share}%</translation>
        </message>
        <message>
            <source>{summary} into '{list}'</source>
            <translation>{summary}，放入“{list}”</translation>
        </message>
        <message>
            <source>Move a library between a file and a PostgreSQL server, or dump it. A library is a file path or a postgresql://user@host/dbname URL (passwords come from ~/.pgpass or PGPASSWORD, never the command line).</source>
            <translation>在文件和 PostgreSQL 服务器之间移动文献库，或将其转储。文献库是一个文件路径或 postgresql://user@host/dbname URL（密码来自 ~/.pgpass 或 PGPASSWORD，从不来自命令行）。</translation>
        </message>
        <message>
            <source>copy every entry, tag, list, search and setting into a new library</source>
            <translation>将每个条目、标签、列表、搜索和设置复制到新文献库</translation>
        </message>
        <message>
            <source>Copy the whole library SRC into DST, a new (or empty) library, keeping every id, raw BibTeX field, tag colour, list order and note, saved search, key and attachment record; the search index is rebuilt at DST. One transaction: if the copy fails or is interrupted, DST is left empty. DST must hold nothing yet. Progress goes to stderr. PDF text is not copied: it is read again from the attached files.</source>
            <translation>将整个文献库 SRC 复制到 DST（一个新的或空的文献库），保留每个 id、原始 BibTeX 字段、标签颜色、列表顺序和笔记、保存的搜索、引用键和附件记录；搜索索引在 DST 中重建。整个复制是一个事务：复制失败或被中断时，DST 保持为空。DST 必须尚不包含任何内容。进度输出到 stderr。PDF 文本不会复制：将从附件文件重新读取。</translation>
        </message>
        <message>
            <source>the library to copy (file or URL)</source>
            <translation>要复制的文献库（文件或 URL）</translation>
        </message>
        <message>
            <source>the new library (file or URL)</source>
            <translation>新文献库（文件或 URL）</translation>
        </message>
        <message>
            <source>write every row of a library as sorted JSON lines</source>
            <translation>将文献库的每一行写为排序后的 JSON 行</translation>
        </message>
        <message>
            <source>Write every user-data row of LIB as one JSON line each, sorted by table and primary key, with values written the same way for a file and a server: two libraries with the same content dump to the same bytes (compare with cmp or diff). The search index and other derived data are left out.</source>
            <translation>将 LIB 的每一行用户数据各写为一行 JSON，按表和主键排序，文件和服务器上的值写法相同：内容相同的两个文献库转储出相同的字节（可用 cmp 或 diff 比较）。搜索索引和其他派生数据不包括在内。</translation>
        </message>
        <message>
            <source>the library (file or URL)</source>
            <translation>文献库（文件或 URL）</translation>
        </message>
        <message>
            <source>the file to write (default stdout)</source>
            <translation>要写入的文件（默认：标准输出）</translation>
        </message>
        <message>
            <source>SRC and DST are the same library</source>
            <translation>SRC 和 DST 是同一个文献库</translation>
        </message>
        <message>
            <source>papershelf: interrupted; nothing was copied to {library}</source>
            <translation>papershelf：已中断；未向 {library} 复制任何内容</translation>
        </message>
        <message>
            <source>repaired: {what}</source>
            <translation>已修复：{what}</translation>
        </message>
        <message numerus="yes">
            <source>copied %n entries ({rows} rows in {tables} tables) from {source} to {destination} in {seconds} s</source>
            <translation>
                <numerusform>已将 %n 个条目（{tables} 个表中的 {rows} 行）从 {source} 复制到 {destination}，用时 {seconds} 秒</numerusform>
            </translation>
        </message>
        <message>
            <source>rebuilding {what}</source>
            <translation>正在重建{what}</translation>
        </message>
        <message numerus="yes">
            <source>{table}: %n rows</source>
            <translation>
                <numerusform>{table}：%n 行</numerusform>
            </translation>
        </message>
        <message>
            <source>{table}: {share}% ({done} of {total} rows)</source>
            <translation>{table}：{share}%（{total} 行中的 {done} 行）</translation>
        </message>
        <message>
            <source>wrote the dump of {library} to {path}</source>
            <translation>已将 {library} 的转储写入 {path}</translation>
        </message>
        <message>
            <source>Reading lists are ordered queues of entries. Entries are chosen by search words, as `papershelf search` finds them.</source>
            <translation>阅读列表是有序的条目队列。条目按搜索词选择，与 `papershelf search` 的查找方式相同。</translation>
        </message>
        <message>
            <source>append the entries a search finds to a list</source>
            <translation>将搜索找到的条目追加到列表</translation>
        </message>
        <message>
            <source>Append the entries the search words find to the end of a reading list (created if it is new); entries already in it keep their place.</source>
            <translation>将搜索词找到的条目追加到阅读列表末尾（列表不存在时创建）；已在列表中的条目保持原位。</translation>
        </message>
        <message>
            <source>take the entries a search finds out of a list</source>
            <translation>将搜索找到的条目移出列表</translation>
        </message>
        <message>
            <source>print a list in its order</source>
            <translation>按顺序输出列表</translation>
        </message>
        <message>
            <source>print a JSON array</source>
            <translation>输出 JSON 数组</translation>
        </message>
        <message>
            <source>added {entries} to new list '{name}'</source>
            <translation>已将 {entries}添加到新列表“{name}”</translation>
        </message>
        <message>
            <source>added {entries} to '{name}'</source>
            <translation>已将 {entries}添加到“{name}”</translation>
        </message>
        <message numerus="yes">
            <source> (%n already in it)</source>
            <translation>
                <numerusform>（%n 个已在其中）</numerusform>
            </translation>
        </message>
        <message>
            <source>removed {entries} from '{name}'</source>
            <translation>已从“{name}”移出 {entries}</translation>
        </message>
        <message>
            <source>{read}/{total} read</source>
            <translation>已读 {read}/{total}</translation>
        </message>
        <message>
            <source>Search Semantic Scholar, OpenAlex, Crossref and arXiv for each entry (QUERY in the search language; without one, every entry with an inferred title or no authors) and list its best candidates with the evidence: how closely the candidate's abstract matches the entry's (a token-set ratio of the two abstracts as plain, case- and accent-folded text), and the title's. With --apply, a candidate whose abstract matches at least 95%% replaces the entry's title, authors, venue, year, DOI and the like (the entry keeps its abstract, notes and key), all in one step.</source>
            <translation>在 Semantic Scholar、OpenAlex、Crossref 和 arXiv 中查找每个条目（QUERY 使用搜索语言；未给出时，查找每个标题为推断所得或没有作者的条目），并列出最佳候选及其依据：候选摘要与条目摘要的接近程度（两篇摘要作为纯文本、忽略大小写和重音后的词集相似度），以及标题的接近程度。使用 --apply 时，摘要匹配度至少 95%% 的候选会一步替换条目的标题、作者、出版物、年份、DOI 等（条目保留其摘要、笔记和引用键）。</translation>
        </message>
        <message>
            <source>which entries (default: see above)</source>
            <translation>哪些条目（默认：见上文）</translation>
        </message>
        <message>
            <source>apply candidates that match ≥ 95%%</source>
            <translation>应用匹配度 ≥ 95%% 的候选</translation>
        </message>
        <message>
            <source>papershelf: no entry to look up</source>
            <translation>papershelf：没有要查询的条目</translation>
        </message>
        <message>
            <source>applied {applied} of {looked} (abstracts matching ≥ 95%)</source>
            <translation>已应用 {looked} 个中的 {applied} 个（摘要匹配度 ≥ 95%）</translation>
        </message>
        <message>
            <source> (inferred title)</source>
            <translation>（推断的标题）</translation>
        </message>
        <message>
            <source>n.d.</source>
            <translation>无日期</translation>
        </message>
        <message>
            <source>no candidate found</source>
            <translation>未找到候选</translation>
        </message>
        <message>
            <source>Rebuild the index that search uses from every entry of the library, then read the text of every attached PDF not read yet (and retry those that could not be read before) into the full-text index. Only PDFs you attached or agreed to open are read. A PDF stopped for taking too much time or memory is not read again unless you ask (--retry-over-budget). The index follows every change by itself; run this if search ever seems to miss entries it should find.</source>
            <translation>根据文献库的每个条目重建搜索所用的索引，然后将每个尚未读取的附件 PDF 的文本读入全文索引（并重试之前无法读取的 PDF）。只读取您附加或同意打开的 PDF。因耗时或占用内存过多而被中止的 PDF 不会重新读取，除非您要求（--retry-over-budget）。索引会自动跟随每次更改；如果搜索似乎漏掉了应找到的条目，请运行此命令。</translation>
        </message>
        <message>
            <source>read again the PDFs stopped before for taking too much time or memory</source>
            <translation>重新读取之前因耗时或占用内存过多而被中止的 PDF</translation>
        </message>
        <message numerus="yes">
            <source>reindexed %n entries in {seconds} s; the index checked</source>
            <translation>
                <numerusform>已在 {seconds} 秒内重建 %n 个条目的索引；索引已检查</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>reindexed %n entries in {seconds} s; the index FAILED its check</source>
            <translation>
                <numerusform>已在 {seconds} 秒内重建 %n 个条目的索引；索引检查未通过</numerusform>
            </translation>
        </message>
        <message>
            <source>Open the app, then import each FILE (as File › Import would). 'papershelf FILE...' does the same when the first FILE has a dot or a slash.</source>
            <translation>打开应用，然后导入每个 FILE（如同“文件 › 导入”）。当第一个 FILE 含有点或斜杠时，'papershelf FILE...' 的作用相同。</translation>
        </message>
        <message>
            <source>files to import</source>
            <translation>要导入的文件</translation>
        </message>
        <message>
            <source>'open' starts the app: run it as 'papershelf open FILE...'</source>
            <translation>'open' 会启动应用：请以 'papershelf open FILE...' 的形式运行</translation>
        </message>
        <message>
            <source>Search, choose, and print the citation of the chosen papers on stdout. Without search words the picker window opens.</source>
            <translation>搜索、选择，并在标准输出上输出所选论文的引用。不带搜索词时打开选择窗口。</translation>
        </message>
        <message>
            <source>search words (as `search` takes)</source>
            <translation>搜索词（格式同 `search`）</translation>
        </message>
        <message>
            <source>cite (default: \cite{a,b}), citep, citet, autocite, biblatex, pandoc ([@a; @b]), mmd, keys (a,b), json, formatted-citation, formatted-bibliography</source>
            <translation>cite（默认：\cite{a,b}）、citep、citet、autocite、biblatex、pandoc（[@a; @b]）、mmd、keys（a,b）、json、formatted-citation、formatted-bibliography</translation>
        </message>
        <message>
            <source>CSL style of formatted citations</source>
            <translation>格式化引用的 CSL 样式</translation>
        </message>
        <message>
            <source>every match, without asking</source>
            <translation>所有匹配项，不询问</translation>
        </message>
        <message>
            <source>matches listed (default 20)</source>
            <translation>列出的匹配项数（默认 20）</translation>
        </message>
        <message>
            <source>also insert it into a running editor: {editors}</source>
            <translation>同时将其插入正在运行的编辑器：{editors}</translation>
        </message>
        <message>
            <source>Print each editor's push command ({citation}, {keys}, {elisp} and {server} are filled in), or set one: --set emacs 'emacsclient -s thesis --eval …'.</source>
            <translation>输出每个编辑器的推送命令（{citation}、{keys}、{elisp} 和 {server} 会被填入），或设置一个：--set emacs 'emacsclient -s thesis --eval …'。</translation>
        </message>
        <message>
            <source>its default command again</source>
            <translation>恢复其默认命令</translation>
        </message>
        <message>
            <source>papershelf: nothing chosen</source>
            <translation>papershelf：未选择任何内容</translation>
        </message>
        <message>
            <source>nothing matches '{words}'</source>
            <translation>没有与“{words}”匹配的内容</translation>
        </message>
        <message>
            <source>numbers to cite (e.g. 1 3), Enter for none:</source>
            <translation>要引用的编号（如 1 3），直接回车表示不引用：</translation>
        </message>
        <message>
            <source>A writing project is a LaTeX document (its main .tex or its folder) or a Markdown / Quarto document. Papershelf reads what it cites (the .aux or .bcf of the last build, else the sources) and holds that against the library.</source>
            <translation>写作项目是一个 LaTeX 文档（其主 .tex 文件或其文件夹）或一个 Markdown / Quarto 文档。Papershelf 读取其引用内容（上次编译的 .aux 或 .bcf，否则读取源文件），并与文献库进行比对。</translation>
        </message>
        <message>
            <source>link a document (and keep a .bib of its citations)</source>
            <translation>链接文档（并维护其引用的 .bib 文件）</translation>
        </message>
        <message>
            <source>Link a document. With --bib FILE, FILE is kept written with the cited entries (rewritten when the library or the citations change); --bib named keeps the first .bib the document names (\bibliography, \addbibresource, YAML) — that file is then overwritten.</source>
            <translation>链接文档。使用 --bib FILE 时，FILE 会持续写入被引用的条目（文献库或引用变化时重写）；--bib named 维护文档提到的第一个 .bib 文件（\bibliography、\addbibresource、YAML）——该文件随后会被覆盖。</translation>
        </message>
        <message>
            <source>the project's reading list</source>
            <translation>项目的阅读列表</translation>
        </message>
        <message>
            <source>a file to keep written</source>
            <translation>要持续写入的文件</translation>
        </message>
        <message>
            <source>commit the kept file in its git working tree (e.g. an Overleaf clone) after each rewrite; never pushes</source>
            <translation>每次重写后在其 git 工作树（如 Overleaf 克隆）中提交所维护的文件；从不推送</translation>
        </message>
        <message>
            <source>of the kept file (default: by its name, else bibtex)</source>
            <translation>所维护文件的格式（默认：按文件名判断，否则为 bibtex）</translation>
        </message>
        <message>
            <source>cited, missing and uncited entries of a document</source>
            <translation>文档中已引用、缺失和未引用的条目</translation>
        </message>
        <message>
            <source>Works on any document, linked or not. --json prints an object with 'cited', 'missing' and 'uncited' key lists (and suggestions, identifiers, warnings).</source>
            <translation>适用于任何文档，无论是否已链接。--json 输出一个对象，含 'cited'、'missing' 和 'uncited' 引用键列表（以及建议、标识符、警告）。</translation>
        </message>
        <message>
            <source>the list to find uncited papers in (default: the linked one)</source>
            <translation>查找未引用论文的列表（默认：已链接的列表）</translation>
        </message>
        <message>
            <source>print a JSON object</source>
            <translation>输出 JSON 对象</translation>
        </message>
        <message>
            <source>print the linked projects</source>
            <translation>输出已链接的项目</translation>
        </message>
        <message>
            <source>unlink a project</source>
            <translation>取消链接项目</translation>
        </message>
        <message>
            <source>write a project's kept file now</source>
            <translation>立即写入项目所维护的文件</translation>
        </message>
        <message>
            <source>linked {path}</source>
            <translation>已链接 {path}</translation>
        </message>
        <message>
            <source>{path}: names no bibliography file; give one with --bib FILE</source>
            <translation>{path}：未指定参考文献文件；请用 --bib FILE 指定</translation>
        </message>
        <message>
            <source>{cited} cited, {missing} missing, {uncited} uncited (read from {origin})</source>
            <translation>已引用 {cited} 个，缺失 {missing} 个，未引用 {uncited} 个（读取自{origin}）</translation>
        </message>
        <message>
            <source>the document cites everything (\nocite{*} or @*)</source>
            <translation>文档引用了全部条目（\nocite{*} 或 @*）</translation>
        </message>
        <message>
            <source>missing</source>
            <translation>缺失</translation>
        </message>
        <message>
            <source>uncited</source>
            <translation>未引用</translation>
        </message>
        <message>
            <source>style warnings</source>
            <translation>样式警告</translation>
        </message>
        <message numerus="yes">
            <source>... and %n more</source>
            <translation>
                <numerusform>……以及另外 %n 个</numerusform>
            </translation>
        </message>
        <message>
            <source>no writing projects linked (papershelf project add PATH)</source>
            <translation>未链接任何写作项目（papershelf project add PATH）</translation>
        </message>
        <message>
            <source>unlinked {path}</source>
            <translation>已取消链接 {path}</translation>
        </message>
        <message>
            <source>{path} is not a linked writing project</source>
            <translation>{path} 不是已链接的写作项目</translation>
        </message>
        <message>
            <source>papershelf: writing project {name}: {error}</source>
            <translation>papershelf：写作项目 {name}：{error}</translation>
        </message>
        <message numerus="yes">
            <source>{path}: %n entries cited (written)</source>
            <translation>
                <numerusform>{path}：%n 个被引用条目（已写入）</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>{path}: %n entries cited (unchanged)</source>
            <translation>
                <numerusform>{path}：%n 个被引用条目（未改变）</numerusform>
            </translation>
        </message>
        <message>
            <source>Print the entries whose title, abstract and keywords are most like those of the entry KEY, most alike first. The score (0 to 1) is an entry's full-text match for KEY's most telling words, as a share of KEY's own.</source>
            <translation>输出标题、摘要和关键词与条目 KEY 最相似的条目，最相似的在前。得分（0 到 1）是某条目与 KEY 最具代表性词语的全文匹配度，以 KEY 自身匹配度的比例表示。</translation>
        </message>
        <message>
            <source>the citation key of the entry</source>
            <translation>条目的引用键</translation>
        </message>
        <message>
            <source>at most N entries</source>
            <translation>最多 N 个条目</translation>
        </message>
        <message>
            <source>no entry has the key {key}</source>
            <translation>没有条目使用引用键 {key}</translation>
        </message>
        <message>
            <source>Draw page N of the PDF FILE as the reader shows it, into a PNG. A PDF that cannot be drawn (damaged, encrypted, or taking over 20 s) is refused in one line.</source>
            <translation>将 PDF 文件 FILE 的第 N 页按阅读器的显示方式绘制为 PNG。无法绘制的 PDF（损坏、加密或耗时超过 20 秒）会以一行信息拒绝。</translation>
        </message>
        <message>
            <source>the PDF</source>
            <translation>PDF 文件</translation>
        </message>
        <message>
            <source>pixels per inch (150)</source>
            <translation>每英寸像素数（150）</translation>
        </message>
        <message>
            <source>the PDF's password, if it has one</source>
            <translation>PDF 的密码（如有）</translation>
        </message>
        <message>
            <source>--dpi must be between 1 and {most}</source>
            <translation>--dpi 必须介于 1 和 {most} 之间</translation>
        </message>
        <message>
            <source>{path}: page {page}, {width}×{height} pixels</source>
            <translation>{path}：第 {page} 页，{width}×{height} 像素</translation>
        </message>
        <message numerus="yes">
            <source>{path}: page {page} does not exist (it has %n pages)</source>
            <translation>
                <numerusform>{path}：第 {page} 页不存在（共 %n 页）</numerusform>
            </translation>
        </message>
        <message>
            <source>In a shell, quote a query that has -word in it:</source>
            <translation>在 shell 中，包含 -词语 的查询需加引号：</translation>
        </message>
        <message>
            <source>Print the entries that match QUERY (all entries when there is none): best match first when it has words, else in the order they were added.</source>
            <translation>输出与 QUERY 匹配的条目（未给出时输出全部条目）：含词语时最佳匹配在前，否则按添加顺序。</translation>
        </message>
        <message>
            <source>a query (see below); several words are joined</source>
            <translation>查询（见下文）；多个词会连接起来</translation>
        </message>
        <message>
            <source>Saved searches are queries kept under a name; the app shows them as smart lists that follow every change. With no action, print them.</source>
            <translation>保存的搜索是以名称保存的查询；应用将其显示为跟随每次更改的智能列表。不带操作时输出它们。</translation>
        </message>
        <message>
            <source>save a query under a name</source>
            <translation>以名称保存查询</translation>
        </message>
        <message>
            <source>the query (words are joined)</source>
            <translation>查询（多个词会连接起来）</translation>
        </message>
        <message>
            <source>change a saved search's query</source>
            <translation>更改保存的搜索的查询</translation>
        </message>
        <message>
            <source>{scope}; unchanged if not given</source>
            <translation>{scope}；未给出时保持不变</translation>
        </message>
        <message>
            <source>rename a saved search</source>
            <translation>重命名保存的搜索</translation>
        </message>
        <message>
            <source>forget a saved search</source>
            <translation>删除保存的搜索</translation>
        </message>
        <message>
            <source>print what a saved search finds</source>
            <translation>输出保存的搜索所找到的内容</translation>
        </message>
        <message>
            <source>print a JSON array of entries</source>
            <translation>输出条目的 JSON 数组</translation>
        </message>
        <message>
            <source>print at most N entries</source>
            <translation>最多输出 N 个条目</translation>
        </message>
        <message>
            <source>cannot read the scope '{scope}' ({help})</source>
            <translation>无法识别范围“{scope}”（{help}）</translation>
        </message>
        <message>
            <source>there is no saved search called '{name}'</source>
            <translation>没有名为“{name}”的保存的搜索</translation>
        </message>
        <message>
            <source>saved '{name}': {query}</source>
            <translation>已保存“{name}”：{query}</translation>
        </message>
        <message>
            <source>'{name}' now searches: {query}</source>
            <translation>“{name}”现在搜索：{query}</translation>
        </message>
        <message>
            <source>renamed '{old}' to '{new}'</source>
            <translation>已将“{old}”重命名为“{new}”</translation>
        </message>
        <message>
            <source>deleted the saved search '{name}'</source>
            <translation>已删除保存的搜索“{name}”</translation>
        </message>
        <message>
            <source>order by KEY (relevance, added, title, authors, year, ...); --desc reverses it</source>
            <translation>按 KEY 排序（relevance、added、title、authors、year……）；--desc 反转顺序</translation>
        </message>
        <message>
            <source>sort descending</source>
            <translation>降序排列</translation>
        </message>
        <message>
            <source>papershelf: query: {hint}</source>
            <translation>papershelf：查询：{hint}</translation>
        </message>
        <message>
            <source>Check resources, modules, SQLite full-text search, the sample import and BibTeX in a scratch library; exit 1 if any check fails. Your library is not changed.</source>
            <translation>在临时文献库中检查资源、模块、SQLite 全文搜索、示例导入和 BibTeX；任一检查失败时以状态 1 退出。您的文献库不会被更改。</translation>
        </message>
        <message>
            <source>FAIL</source>
            <translation>失败</translation>
        </message>
        <message numerus="yes">
            <source>library: {location} (%n entries)</source>
            <translation>
                <numerusform>文献库：{location}（%n 个条目）</numerusform>
            </translation>
        </message>
        <message>
            <source>self-test: {failed} of {checks} checks failed</source>
            <translation>自检：{checks} 项检查中有 {failed} 项失败</translation>
        </message>
        <message>
            <source>self-test: all checks passed</source>
            <translation>自检：全部检查通过</translation>
        </message>
        <message>
            <source>missing under {root}: {files}</source>
            <translation>{root} 下缺少：{files}</translation>
        </message>
        <message numerus="yes">
            <source>only %n modules found: {names}</source>
            <translation>
                <numerusform>只找到 %n 个模块：{names}</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n modules</source>
            <translation>
                <numerusform>%n 个模块</numerusform>
            </translation>
        </message>
        <message>
            <source>sample import: {summary}</source>
            <translation>示例导入：{summary}</translation>
        </message>
        <message>
            <source>searching the sample for 'learning' found nothing</source>
            <translation>在示例中搜索 'learning' 没有结果</translation>
        </message>
        <message numerus="yes">
            <source>{added} sample entries, %n match 'learning'</source>
            <translation>
                <numerusform>{added} 个示例条目，%n 个匹配 'learning'</numerusform>
            </translation>
        </message>
        <message>
            <source>read back {titles} in '{venue}', problems {problems}</source>
            <translation>读回 '{venue}' 中的 {titles}，问题 {problems}</translation>
        </message>
        <message>
            <source>round trip kept '{title}' by {authors}</source>
            <translation>往返保留了 {authors} 的 '{title}'</translation>
        </message>
        <message>
            <source>TLS certificates would not be verified</source>
            <translation>TLS 证书将不会被验证</translation>
        </message>
        <message>
            <source>httpx {version} over {openssl}, certificates verified</source>
            <translation>httpx {version}，基于 {openssl}，证书已验证</translation>
        </message>
        <message>
            <source>psycopg runs on its slow {impl} part, not its binary one</source>
            <translation>psycopg 运行在其较慢的 {impl} 部分，而非二进制部分</translation>
        </message>
        <message>
            <source>psycopg {version} ({impl}) with libpq {libpq}</source>
            <translation>psycopg {version}（{impl}），libpq {libpq}</translation>
        </message>
        <message>
            <source>{style} gave {text}</source>
            <translation>{style} 给出 {text}</translation>
        </message>
        <message numerus="yes">
            <source>only %n styles: {ids}</source>
            <translation>
                <numerusform>只有 %n 种样式：{ids}</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n styles, e.g. {example}</source>
            <translation>
                <numerusform>%n 种样式，例如 {example}</numerusform>
            </translation>
        </message>
        <message>
            <source>Serve /better-bibtex/cayw (the picker) and /better-bibtex/export/… (pull export) on 127.0.0.1 only: on Better BibTeX's port 23119 when Zotero is not using it, else on 23120. Other computers are refused. Runs until Ctrl+C.</source>
            <translation>仅在 127.0.0.1 上提供 /better-bibtex/cayw（选择器）和 /better-bibtex/export/…（拉取导出）：Zotero 未使用 Better BibTeX 的端口 23119 时使用该端口，否则使用 23120。拒绝其他计算机的连接。运行直到按下 Ctrl+C。</translation>
        </message>
        <message>
            <source>listen on this port instead</source>
            <translation>改为监听此端口</translation>
        </message>
        <message>
            <source>require a random token (printed) in ?token= or an X-Papershelf-Token header</source>
            <translation>要求在 ?token= 或 X-Papershelf-Token 请求头中提供随机令牌（会输出）</translation>
        </message>
        <message>
            <source>cannot listen on port {port}: {why}</source>
            <translation>无法监听端口 {port}：{why}</translation>
        </message>
        <message>
            <source>cite as you write: {url}</source>
            <translation>边写边引用：{url}</translation>
        </message>
        <message>
            <source>token: {token}</source>
            <translation>令牌：{token}</translation>
        </message>
        <message>
            <source>Print how many papers were added and read per month, the backlog, how long papers wait to be read, and the papers per venue, year and tag.</source>
            <translation>输出每月添加和阅读的论文数、积压情况、论文等待阅读的时长，以及按出版物、年份和标签统计的论文数。</translation>
        </message>
        <message>
            <source>print every figure as JSON</source>
            <translation>以 JSON 输出所有数字</translation>
        </message>
        <message>
            <source>{count} read</source>
            <translation>已读 {count}</translation>
        </message>
        <message>
            <source>{total} papers: {read} read, {reading} reading, {unread} unread (backlog {backlog})</source>
            <translation>{total} 篇论文：已读 {read}，在读 {reading}，未读 {unread}（积压 {backlog}）</translation>
        </message>
        <message>
            <source>median time from added to read: {days} days</source>
            <translation>从添加到阅读的中位时间：{days} 天</translation>
        </message>
        <message>
            <source>added</source>
            <translation>添加</translation>
        </message>
        <message>
            <source>read</source>
            <translation>已读</translation>
        </message>
        <message>
            <source>backlog</source>
            <translation>积压</translation>
        </message>
        <message>
            <source>month</source>
            <translation>月份</translation>
        </message>
        <message>
            <source>venues</source>
            <translation>出版物</translation>
        </message>
        <message>
            <source>tags</source>
            <translation>标签</translation>
        </message>
        <message>
            <source>years</source>
            <translation>年份</translation>
        </message>
        <message>
            <source>Suggest up to 5 tags for the entry KEY: the tags of the entries most like it, and key phrases of its title and abstract (marked 'new' when no entry has that tag yet). Add one with: papershelf tag add TAG key:KEY</source>
            <translation>为条目 KEY 建议最多 5 个标签：最相似条目的标签，以及其标题和摘要中的关键短语（尚无条目使用该标签时标记为 'new'）。添加方式：papershelf tag add TAG key:KEY</translation>
        </message>
        <message>
            <source>{reason}, new</source>
            <translation>{reason}，新</translation>
        </message>
        <message>
            <source>give either search words or --all, not both</source>
            <translation>请给出搜索词或 --all，不能同时给出</translation>
        </message>
        <message>
            <source>Put a tag on the entries a search finds, take it off, or manage the tag. Tags nest with '/': 'ml/rl' is below 'ml'.</source>
            <translation>为搜索找到的条目加上标签、移除标签或管理标签。标签用 '/' 嵌套：'ml/rl' 位于 'ml' 之下。</translation>
        </message>
        <message>
            <source>rename a tag (and the tags below it)</source>
            <translation>重命名标签（及其下级标签）</translation>
        </message>
        <message>
            <source>Rename a tag; the tags below it move along ('ml' -&gt; 'ai' turns 'ml/rl' into 'ai/rl'). Renaming onto an existing tag needs --merge.</source>
            <translation>重命名标签；其下级标签随之移动（'ml' -&gt; 'ai' 会把 'ml/rl' 变为 'ai/rl'）。重命名为已存在的标签需要 --merge。</translation>
        </message>
        <message>
            <source>merge into NEW if it exists</source>
            <translation>如果 NEW 已存在则合并到其中</translation>
        </message>
        <message>
            <source>give a tag a colour</source>
            <translation>为标签设置颜色</translation>
        </message>
        <message>
            <source>a colour as #rrggbb</source>
            <translation>以 #rrggbb 表示的颜色</translation>
        </message>
        <message>
            <source>delete a tag (its entries stay)</source>
            <translation>删除标签（其条目保留）</translation>
        </message>
        <message>
            <source>tag the entries a search finds</source>
            <translation>为搜索找到的条目加标签</translation>
        </message>
        <message>
            <source>Tag every entry the search words find (as `papershelf search` finds them); the tag is created if it is new.</source>
            <translation>为搜索词找到的每个条目加上标签（与 `papershelf search` 的查找方式相同）；标签不存在时创建。</translation>
        </message>
        <message>
            <source>take a tag off the entries a search finds</source>
            <translation>从搜索找到的条目移除标签</translation>
        </message>
        <message>
            <source>Print every tag with its colour and how many entries carry it (a parent counts the entries of the tags below it too).</source>
            <translation>输出每个标签及其颜色和带有该标签的条目数（父标签也计入其下级标签的条目）。</translation>
        </message>
        <message>
            <source>order of each level</source>
            <translation>每一级的顺序</translation>
        </message>
        <message>
            <source>your private tags (a shared library)</source>
            <translation>你的私有标签（共享文献库）</translation>
        </message>
        <message>
            <source>tagged {entries} with '{name}'</source>
            <translation>已为 {entries}加上标签“{name}”</translation>
        </message>
        <message numerus="yes">
            <source> (%n already had it)</source>
            <translation>
                <numerusform>（%n 个已有该标签）</numerusform>
            </translation>
        </message>
        <message>
            <source>removed your private tag '{tag}' from {entries}</source>
            <translation>已从 {entries} 移除你的私人标签 '{tag}'</translation>
        </message>
        <message>
            <source>removed '{name}' from {entries}</source>
            <translation>已从 {entries}移除“{name}”</translation>
        </message>
        <message>
            <source>tagged {entries} with your private tag '{tag}'</source>
            <translation>已为 {entries} 加上你的私人标签 '{tag}'</translation>
        </message>
        <message numerus="yes">
            <source>tagged {entries} with your private tag '{tag}' (%n already had it)</source>
            <translation>
                <numerusform>已为 {entries} 加上你的私人标签 '{tag}'（%n 个已有该标签）</numerusform>
            </translation>
        </message>
        <message>
            <source>{error}; add --merge to merge '{old}' into it</source>
            <translation>{error}；添加 --merge 可将“{old}”合并进去</translation>
        </message>
        <message>
            <source>renamed (merging where needed) '{old}' to '{new}' on {entries}</source>
            <translation>已将 {entries}上的“{old}”重命名为“{new}”（必要时合并）</translation>
        </message>
        <message>
            <source>renamed '{old}' to '{new}' on {entries}</source>
            <translation>已将 {entries}上的“{old}”重命名为“{new}”</translation>
        </message>
        <message>
            <source>'{name}' is now {colour}</source>
            <translation>“{name}”现在是 {colour}</translation>
        </message>
        <message>
            <source>deleted the tag '{name}' (it was on {entries})</source>
            <translation>已删除标签“{name}”（原先用于 {entries}）</translation>
        </message>
        <message>
            <source>you have no private tags</source>
            <translation>你没有私人标签</translation>
        </message>
        <message>
            <source>Show a list's sessions (date, presenter, who has read the paper) and its next session, or give one of its papers a session: the list then sorts by date.</source>
            <translation>显示列表的各场讨论（日期、报告人、谁已读过该论文）及下一场讨论，或为其中一篇论文安排一场讨论：列表随后按日期排序。</translation>
        </message>
        <message>
            <source>the reading list</source>
            <translation>阅读列表</translation>
        </message>
        <message>
            <source>a session (YYYY-MM-DD)</source>
            <translation>讨论日期（YYYY-MM-DD）</translation>
        </message>
        <message>
            <source>who presents (a member's role)</source>
            <translation>报告人（某成员的角色）</translation>
        </message>
        <message>
            <source>take a paper's session off</source>
            <translation>取消论文的讨论安排</translation>
        </message>
        <message>
            <source>print the sessions as JSON</source>
            <translation>以 JSON 输出讨论安排</translation>
        </message>
        <message>
            <source>the paper's citation key</source>
            <translation>论文的引用键</translation>
        </message>
        <message>
            <source>the member's database role</source>
            <translation>成员的数据库角色</translation>
        </message>
        <message>
            <source>the due date (YYYY-MM-DD)</source>
            <translation>截止日期（YYYY-MM-DD）</translation>
        </message>
        <message>
            <source>take the assignment back</source>
            <translation>撤回分配</translation>
        </message>
        <message>
            <source>print a JSON list</source>
            <translation>输出 JSON 列表</translation>
        </message>
        <message>
            <source>next</source>
            <translation>下一场</translation>
        </message>
        <message>
            <source>nobody yet</source>
            <translation>尚无人</translation>
        </message>
        <message>
            <source>presenter {presenter}; read by {readers}</source>
            <translation>报告人 {presenter}；已读：{readers}</translation>
        </message>
        <message>
            <source>no sessions yet: --schedule KEY YYYY-MM-DD makes the list a club</source>
            <translation>尚无讨论安排：--schedule KEY YYYY-MM-DD 可将列表变为读书会</translation>
        </message>
        <message>
            <source>{key} is no longer assigned to {member}</source>
            <translation>{key} 不再分配给 {member}</translation>
        </message>
        <message>
            <source>{key} assigned to {member} by {due}</source>
            <translation>{key} 已分配给 {member}，截止 {due}</translation>
        </message>
        <message>
            <source>{key} assigned to {member}</source>
            <translation>{key} 已分配给 {member}</translation>
        </message>
        <message>
            <source>nothing is assigned to you</source>
            <translation>没有分配给您的内容</translation>
        </message>
        <message>
            <source>Print the name this library shows for you (in other people's windows: who has it open, who changed or deleted a paper), or set it. Without a name set, your login is shown.</source>
            <translation>输出此文献库为您显示的名称（在其他人的窗口中：谁打开了它、谁更改或删除了论文），或设置该名称。未设置名称时显示您的登录名。</translation>
        </message>
        <message>
            <source>the name to go by, e.g. 'Ana Lopez'</source>
            <translation>要使用的名称，例如 'Ana Lopez'</translation>
        </message>
        <message>
            <source>go by your login again</source>
            <translation>恢复使用登录名</translation>
        </message>
        <message>
            <source>(no user name)</source>
            <translation>（无用户名）</translation>
        </message>
        <message>
            <source>A reading list (or, with --unread, the library's unread papers) can have a goal: a deadline (--by 2027-03-01) or a pace (--pace 5/week). Without a new goal, print when the list is done at your pace (learned from the last weeks' read dates), whether you are ahead or behind, and the papers of the coming weeks.</source>
            <translation>阅读列表（或使用 --unread 时为文献库中未读的论文）可以设定目标：截止日期（--by 2027-03-01）或节奏（--pace 5/week）。不设新目标时，输出按您的节奏（根据最近几周的阅读日期得出）何时读完该列表、您是超前还是落后，以及接下来几周的论文。</translation>
        </message>
        <message>
            <source>the library's unread papers</source>
            <translation>文献库中未读的论文</translation>
        </message>
        <message>
            <source>the goal: read it all by DATE (YYYY-MM-DD)</source>
            <translation>目标：在 DATE 之前全部读完（YYYY-MM-DD）</translation>
        </message>
        <message>
            <source>the goal: read N papers a week</source>
            <translation>目标：每周阅读 N 篇论文</translation>
        </message>
        <message>
            <source>remove the goal</source>
            <translation>移除目标</translation>
        </message>
        <message>
            <source>forecast as of DATE (default: today)</source>
            <translation>以 DATE 为基准的预测（默认：今天）</translation>
        </message>
        <message>
            <source>print the forecast as JSON</source>
            <translation>以 JSON 输出预测</translation>
        </message>
        <message>
            <source>name a reading list, or give --unread (not both)</source>
            <translation>请指定一个阅读列表或给出 --unread（不能同时给出）</translation>
        </message>
        <message>
            <source>Mark papers unread, reading or read. On a shared library the status is your own: other members keep theirs (--me says so explicitly).</source>
            <translation>将论文标记为未读、在读或已读。在共享文献库中，状态是您自己的：其他成员保留各自的状态（--me 明确表示这一点）。</translation>
        </message>
        <message>
            <source>citation keys</source>
            <translation>引用键</translation>
        </message>
        <message>
            <source>unread, reading or read</source>
            <translation>unread、reading 或 read</translation>
        </message>
        <message>
            <source>your own status (always, on a shared library)</source>
            <translation>您自己的状态（在共享文献库中始终如此）</translation>
        </message>
        <message>
            <source>For each paper the search words find: the members who have read it and your own status. Fields readby:NAME and readers:&gt;=N filter by them.</source>
            <translation>对搜索词找到的每篇论文：已读过它的成员以及您自己的状态。字段 readby:NAME 和 readers:&gt;=N 可按此筛选。</translation>
        </message>
        <message>
            <source>search words, e.g. key:vaswani2017 or list:"Club"</source>
            <translation>搜索词，例如 key:vaswani2017 或 list:"Club"</translation>
        </message>
        <message>
            <source>show it to every member</source>
            <translation>向每位成员显示</translation>
        </message>
        <message>
            <source>Show who you are on a shared library, or set the name shown for you.</source>
            <translation>显示您在共享文献库中的身份，或设置为您显示的名称。</translation>
        </message>
        <message>
            <source>your display name ('' shows your database role)</source>
            <translation>您的显示名称（'' 表示显示数据库角色）</translation>
        </message>
        <message>
            <source>no entry with the key {key}</source>
            <translation>没有引用键为 {key} 的条目</translation>
        </message>
        <message>
            <source>no paper matches</source>
            <translation>没有匹配的论文</translation>
        </message>
        <message>
            <source>your note on {key} is kept (shown to every member)</source>
            <translation>您对 {key} 的笔记已保存（对每位成员可见）</translation>
        </message>
        <message>
            <source>your note on {key} is kept (private)</source>
            <translation>您对 {key} 的笔记已保存（私有）</translation>
        </message>
        <message>
            <source>(none)</source>
            <translation>（无）</translation>
        </message>
        <message>
            <source>{key}, your private note: {note}</source>
            <translation>{key}，你的私人笔记：{note}</translation>
        </message>
        <message>
            <source>{key}, your note shown to every member: {note}</source>
            <translation>{key}，你对所有成员可见的笔记：{note}</translation>
        </message>
        <message>
            <source>{key}, your private tags: {tags}</source>
            <translation>{key}，你的私人标签：{tags}</translation>
        </message>
        <message>
            <source>you are {me}, shown as {shown}</source>
            <translation>您是 {me}，显示为 {shown}</translation>
        </message>
        <message>
            <source>you are {me}</source>
            <translation>您是 {me}</translation>
        </message>
        <message>
            <source>Copy the library, check the copy and compress it into the backups folder beside the library, as the app's daily backup does. Of the backups, the newest --keep are kept (10 unless set), and of those only as many as fit in --budget MB of disk (2048 unless set; the newest is always kept).</source>
            <translation>复制文献库、检查副本并将其压缩到文献库旁的备份文件夹，与应用的每日备份相同。备份中保留最新的 --keep 个（未设置时为 10 个），其中只保留占用磁盘不超过 --budget MB 的部分（未设置时为 2048；最新的备份始终保留）。</translation>
        </message>
        <message>
            <source>list the backups, newest first</source>
            <translation>列出备份，最新的在前</translation>
        </message>
        <message>
            <source>keep at most N backups from now on</source>
            <translation>今后最多保留 N 个备份</translation>
        </message>
        <message>
            <source>let backups take at most MB of disk</source>
            <translation>让备份最多占用 MB 磁盘空间</translation>
        </message>
        <message numerus="yes">
            <source>%n backups kept, {used} MB of a {budget} MB budget</source>
            <translation>
                <numerusform>保留了 %n 个备份，已用 {used} MB，预算 {budget} MB</numerusform>
            </translation>
        </message>
        <message>
            <source>cannot back up the library first ({why}); nothing was changed</source>
            <translation>无法先备份文献库（{why}）；未做任何更改</translation>
        </message>
        <message>
            <source>the library could not be used ({error})</source>
            <translation>无法使用文献库（{error}）</translation>
        </message>
        <message>
            <source>{folder}: no PDFs in this folder</source>
            <translation>{folder}：此文件夹中没有 PDF</translation>
        </message>
        <message>
            <source>Zotero's base directory for linked files (Settings &gt; Advanced &gt; Files and Folders): linked files stored relative to it are found there (default: as Zotero's own preferences say)</source>
            <translation>Zotero 链接文件的基础目录（设置 &gt; 高级 &gt; 文件和文件夹）：相对于它保存的链接文件会在那里查找（默认：按 Zotero 自身的首选项）</translation>
        </message>
        <message>
            <source>for a folder of PDFs: its subfolders become reading lists ('Parent / Child') or nested tags ('parent/child')</source>
            <translation>用于 PDF 文件夹：其子文件夹成为阅读列表（'父 / 子'）或嵌套标签（'父/子'）</translation>
        </message>
        <message>
            <source>not a number of seconds: {text}</source>
            <translation>不是秒数：{text}</translation>
        </message>
        <message>
            <source>give 0 to 86400 seconds, not {text}</source>
            <translation>请给出 0 到 86400 秒，而不是 {text}</translation>
        </message>
        <message>
            <source>how long to wait for another process writing the library (default {seconds}; 0: do not wait)</source>
            <translation>等待另一个正在写入文献库的进程的时长（默认 {seconds}；0：不等待）</translation>
        </message>
        <message>
            <source>papershelf: {message} (--wait SECONDS to change)</source>
            <translation>papershelf：{message}（可用 --wait SECONDS 更改）</translation>
        </message>
        <message>
            <source>this command shows a window: run it as `papershelf ...`</source>
            <translation>此命令会显示窗口：请以 `papershelf ...` 的形式运行</translation>
        </message>
        <message>
            <source>full text: {summary}</source>
            <translation>全文：{summary}</translation>
        </message>
        <message>
            <source>reading {done}/{total}: {name}</source>
            <translation>正在读取 {done}/{total}：{name}</translation>
        </message>
        <message>
            <source>the editor's server for this push: Neovim's address (nvim --listen ADDRESS), Vim's --servername (default: the one set with `editors --server`)</source>
            <translation>本次推送使用的编辑器服务器：Neovim 的地址（nvim --listen 地址）、Vim 的 --servername（默认：用 `editors --server` 设置的）</translation>
        </message>
        <message>
            <source>push to this server: neovim /run/user/1000/thesis.sock (as started with nvim --listen), vim THESIS (its --servername); '' for the default</source>
            <translation>推送到此服务器：neovim /run/user/1000/thesis.sock（用 nvim --listen 启动时的地址）、vim THESIS（其 --servername）；'' 表示默认</translation>
        </message>
        <message>
            <source>server: {server}</source>
            <translation>服务器：{server}</translation>
        </message>
        <message>
            <source>no date</source>
            <translation>无日期</translation>
        </message>
        <message>
            <source>{plan}: {read} of {total} read; goal: {goal}</source>
            <translation>{plan}：已读 {read}/{total}；目标：{goal}</translation>
        </message>
        <message>
            <source>You are {standing}.</source>
            <translation>您{standing}。</translation>
        </message>
        <message>
            <source>week of {day} ({time})</source>
            <translation>{day} 起的一周（{time}）</translation>
        </message>
        <message>
            <source>nobody</source>
            <translation>无人</translation>
        </message>
        <message>
            <source>read by {names}; you: {status}</source>
            <translation>已读：{names}；您：{status}</translation>
        </message>
        <message>
            <source>unread</source>
            <translation>未读</translation>
        </message>
        <message>
            <source>reading</source>
            <translation>在读</translation>
        </message>
    </context>
    <context>
        <name>clubs</name>
        <message>
            <source>{text!r} is not a date: write it as YYYY-MM-DD</source>
            <translation>{text!r} 不是日期：请写成 YYYY-MM-DD</translation>
        </message>
        <message>
            <source>only a paper of the list can have a session in it</source>
            <translation>只有列表中的文献才能在其中安排会议</translation>
        </message>
        <message>
            <source>that paper has no session in this list</source>
            <translation>该文献在此列表中没有会议</translation>
        </message>
        <message>
            <source>say who the paper is assigned to</source>
            <translation>请说明该文献分配给了谁</translation>
        </message>
        <message>
            <source>that paper is not assigned to {member}</source>
            <translation>该文献未分配给 {member}</translation>
        </message>
    </context>
    <context>
        <name>conflict_dialog</name>
        <message>
            <source>{name}, at {time}</source>
            <translation>{name}，于 {time}</translation>
        </message>
        <message>
            <source>Keep mine</source>
            <translation>保留我的</translation>
        </message>
        <message>
            <source>Take theirs</source>
            <translation>采用对方的</translation>
        </message>
        <message>
            <source>Take {name}’s</source>
            <translation>采用 {name} 的</translation>
        </message>
        <message>
            <source>Yours:</source>
            <translation>您的：</translation>
        </message>
        <message>
            <source>{who}:</source>
            <translation>{who}：</translation>
        </message>
        <message>
            <source>Use a merged value:</source>
            <translation>使用合并后的值：</translation>
        </message>
        <message>
            <source>Someone Else Changed This Paper</source>
            <translation>其他人修改了这篇文献</translation>
        </message>
        <message>
            <source>&amp;Save Choices</source>
            <translation>保存选择(&amp;S)</translation>
        </message>
        <message>
            <source>While you edited “{title}”, {people} changed {fields} too. Your other changes are saved. Choose what each field keeps; the value you do not keep stays on show here until you close this.</source>
            <translation>在您编辑“{title}”期间，{people} 也修改了 {fields}。您的其他更改已保存。请为每个字段选择保留的值；未保留的值会一直显示在这里，直到您关闭此窗口。</translation>
        </message>
    </context>
    <context>
        <name>conflicts</name>
        <message>
            <source>someone else</source>
            <translation>其他人</translation>
        </message>
        <message>
            <source>{field} (changed by {who} at {when})</source>
            <translation>{field}（由 {who} 于 {when} 更改）</translation>
        </message>
        <message>
            <source>{field} (changed by {who})</source>
            <translation>{field}（由 {who} 更改）</translation>
        </message>
        <message>
            <source>changed meanwhile by someone else, so yours was not written: {fields}</source>
            <translation>其间已被他人更改，因此您的更改未写入：{fields}</translation>
        </message>
    </context>
    <context>
        <name>crash</name>
        <message>
            <source>an unknown place</source>
            <translation>未知位置</translation>
        </message>
        <message>
            <source>{file}, line {line}, in {function}</source>
            <translation>{file}，第 {line} 行，位于 {function}</translation>
        </message>
        <message>
            <source>Where: {place}</source>
            <translation>位置：{place}</translation>
        </message>
        <message>
            <source>Unexpected Error</source>
            <translation>意外错误</translation>
        </message>
        <message>
            <source>Papershelf hit an error it did not expect.</source>
            <translation>Papershelf 遇到了意外错误。</translation>
        </message>
        <message>
            <source>{summary}

Your library is safe: each change is saved as it is made. The details are in the log:
{log}</source>
            <translation>{summary}

您的文献库是安全的：每项更改都会即时保存。详细信息见日志：
{log}</translation>
        </message>
        <message>
            <source>Show Log Folder</source>
            <translation>显示日志文件夹</translation>
        </message>
    </context>
    <context>
        <name>csl_json</name>
        <message>
            <source>not a JSON file ({error})</source>
            <translation>不是 JSON 文件（{error}）</translation>
        </message>
        <message>
            <source>not CSL-JSON (arrays or objects nested too deeply)</source>
            <translation>不是 CSL-JSON（数组或对象嵌套过深）</translation>
        </message>
        <message>
            <source>not CSL-JSON (expected an array of items)</source>
            <translation>不是 CSL-JSON（应为条目数组）</translation>
        </message>
        <message>
            <source>not a CSL item (expected an object)</source>
            <translation>不是 CSL 条目（应为对象）</translation>
        </message>
        <message>
            <source>the item's type is not text</source>
            <translation>条目的类型不是文本</translation>
        </message>
        <message>
            <source>the item has no id, title, author or editor</source>
            <translation>条目没有 id、标题、作者或编者</translation>
        </message>
    </context>
    <context>
        <name>csl_render</name>
        <message>
            <source>{name}: not a CSL style ({error})</source>
            <translation>{name}：不是 CSL 样式（{error}）</translation>
        </message>
        <message>
            <source>{name}: not a CSL style (no &lt;style&gt; element)</source>
            <translation>{name}：不是 CSL 样式（没有 &lt;style&gt; 元素）</translation>
        </message>
        <message>
            <source>{path}: cannot read ({error})</source>
            <translation>{path}：无法读取（{error}）</translation>
        </message>
    </context>
    <context>
        <name>db_errors</name>
        <message>
            <source>The library refused the change ({why}). {outcome}</source>
            <translation>文献库拒绝了此更改（{why}）。{outcome}</translation>
        </message>
    </context>
    <context>
        <name>deleting</name>
        <message>
            <source>cannot bring the entries back: the key {taken} is used by another entry</source>
            <translation>无法恢复这些条目：引用键 {taken} 已被另一个条目使用</translation>
        </message>
        <message>
            <source>cannot bring the entries back: other entries have taken their place</source>
            <translation>无法恢复这些条目：其他条目已占据它们的位置</translation>
        </message>
    </context>
    <context>
        <name>detail_form</name>
        <message>
            <source>Field</source>
            <translation>字段</translation>
        </message>
        <message>
            <source>Value</source>
            <translation>值</translation>
        </message>
        <message>
            <source>Add field</source>
            <translation>添加字段</translation>
        </message>
        <message>
            <source>Add a BibTeX field, such as pages or publisher</source>
            <translation>添加 BibTeX 字段，例如 pages 或 publisher</translation>
        </message>
        <message>
            <source>Remove field</source>
            <translation>移除字段</translation>
        </message>
        <message>
            <source>Remove the selected fields</source>
            <translation>移除所选字段</translation>
        </message>
        <message>
            <source>&amp;Retry</source>
            <translation>重试(&amp;R)</translation>
        </message>
        <message>
            <source>Try to save the changes again</source>
            <translation>再次尝试保存更改</translation>
        </message>
        <message>
            <source>&amp;Copy Text</source>
            <translation>复制文本(&amp;C)</translation>
        </message>
        <message>
            <source>Copy every field of the form, as typed, to the clipboard</source>
            <translation>将表单中所有字段按输入原样复制到剪贴板</translation>
        </message>
        <message>
            <source>Re-&amp;create</source>
            <translation>重新创建(&amp;C)</translation>
        </message>
        <message>
            <source>Add the paper again, with what the form holds</source>
            <translation>用表单中的内容重新添加文献</translation>
        </message>
        <message>
            <source>Save</source>
            <translation>保存</translation>
        </message>
        <message>
            <source>Save the changes (Ctrl+S)</source>
            <translation>保存更改 (Ctrl+S)</translation>
        </message>
        <message>
            <source>Cancel</source>
            <translation>取消</translation>
        </message>
        <message>
            <source>Discard the changes (Esc)</source>
            <translation>放弃更改 (Esc)</translation>
        </message>
        <message>
            <source>Journal, conference or publisher</source>
            <translation>期刊、会议或出版社</translation>
        </message>
        <message>
            <source>comma, separated, words</source>
            <translation>用逗号, 分隔, 的词</translation>
        </message>
        <message>
            <source>Your thoughts on the paper</source>
            <translation>您对这篇文献的想法</translation>
        </message>
        <message>
            <source>&amp;Title</source>
            <translation>标题(&amp;T)</translation>
        </message>
        <message>
            <source>&amp;Authors</source>
            <translation>作者(&amp;A)</translation>
        </message>
        <message>
            <source>One name a line: Family, Given</source>
            <translation>每行一个姓名：姓, 名</translation>
        </message>
        <message>
            <source>&amp;Year</source>
            <translation>年份(&amp;Y)</translation>
        </message>
        <message>
            <source>&amp;Venue</source>
            <translation>出处(&amp;V)</translation>
        </message>
        <message>
            <source>T&amp;ype</source>
            <translation>类型(&amp;Y)</translation>
        </message>
        <message>
            <source>&amp;Key</source>
            <translation>引用键(&amp;K)</translation>
        </message>
        <message>
            <source>&amp;DOI</source>
            <translation>DOI(&amp;D)</translation>
        </message>
        <message>
            <source>&amp;URL</source>
            <translation>URL(&amp;U)</translation>
        </message>
        <message>
            <source>Key&amp;words</source>
            <translation>关键词(&amp;W)</translation>
        </message>
        <message>
            <source>A&amp;bstract</source>
            <translation>摘要(&amp;B)</translation>
        </message>
        <message>
            <source>**bold**, *italic* and $\LaTeX$ are shown formatted</source>
            <translation>**粗体**、*斜体* 和 $\LaTeX$ 会以格式化方式显示</translation>
        </message>
        <message>
            <source>&amp;Notes</source>
            <translation>笔记(&amp;N)</translation>
        </message>
        <message>
            <source>Other &amp;fields</source>
            <translation>其他字段(&amp;F)</translation>
        </message>
    </context>
    <context>
        <name>detail_view</name>
        <message>
            <source>Edit</source>
            <translation>编辑</translation>
        </message>
        <message>
            <source>Edit every field of this paper (F2)</source>
            <translation>编辑此文献的所有字段 (F2)</translation>
        </message>
    </context>
    <context>
        <name>dialog_commands</name>
        <message>
            <source>Add by Identifier: {summary}</source>
            <translation>按标识符添加：{summary}</translation>
        </message>
        <message>
            <source>Your Name</source>
            <translation>您的名字</translation>
        </message>
        <message>
            <source>The name others see you by in this library:</source>
            <translation>其他人在此文献库中看到的您的名字：</translation>
        </message>
        <message>
            <source>Others now see you as {name}.</source>
            <translation>其他人现在看到的您是 {name}。</translation>
        </message>
        <message>
            <source>This window is read-only: nothing can be added here.</source>
            <translation>此窗口为只读：无法在此添加任何内容。</translation>
        </message>
        <message>
            <source>Select the papers to look up first.</source>
            <translation>请先选择要查询的文献。</translation>
        </message>
        <message>
            <source>This window is read-only: nothing can be changed here.</source>
            <translation>此窗口为只读：无法在此更改任何内容。</translation>
        </message>
        <message>
            <source>&lt;h3&gt;Papershelf {version}&lt;/h3&gt;&lt;p&gt;A reading-list manager for researchers.&lt;/p&gt;&lt;p&gt;Licensed under the GNU GPL v3 or later.&lt;/p&gt;&lt;p&gt;The sample reading list holds ICLR 2025 abstracts, via OpenReview.&lt;/p&gt;</source>
            <translation>&lt;h3&gt;Papershelf {version}&lt;/h3&gt;&lt;p&gt;面向研究人员的阅读列表管理器。&lt;/p&gt;&lt;p&gt;依据 GNU GPL v3 或更高版本授权。&lt;/p&gt;&lt;p&gt;示例阅读列表收录 ICLR 2025 的摘要，来自 OpenReview。&lt;/p&gt;</translation>
        </message>
        <message>
            <source>About Papershelf</source>
            <translation>关于 Papershelf</translation>
        </message>
    </context>
    <context>
        <name>duplicates</name>
        <message>
            <source>Field</source>
            <translation>字段</translation>
        </message>
        <message>
            <source>Duplicates</source>
            <translation>重复条目</translation>
        </message>
        <message>
            <source>Merge into the Left One</source>
            <translation>合并到左侧条目</translation>
        </message>
        <message>
            <source>Not Duplicates</source>
            <translation>不是重复条目</translation>
        </message>
        <message>
            <source>Click a value to keep it; bold values go into the merged entry.</source>
            <translation>点击某个值以保留它；粗体的值将进入合并后的条目。</translation>
        </message>
        <message>
            <source>No duplicates found.</source>
            <translation>未发现重复条目。</translation>
        </message>
        <message numerus="yes">
            <source>%n possible duplicate pairs</source>
            <translation>
                <numerusform>%n 对可能重复的条目</numerusform>
            </translation>
        </message>
        <message>
            <source>(gone)</source>
            <translation>（已不存在）</translation>
        </message>
        <message>
            <source>Merge duplicates</source>
            <translation>合并重复条目</translation>
        </message>
        <message>
            <source>Mark as not duplicates</source>
            <translation>标记为非重复</translation>
        </message>
        <message>
            <source>an entry cannot be a duplicate of itself</source>
            <translation>条目不能与自身重复</translation>
        </message>
    </context>
    <context>
        <name>editors</name>
        <message>
            <source>nothing to cite: the papers have no keys</source>
            <translation>没有可引用的内容：这些论文没有引用键</translation>
        </message>
        <message>
            <source>{name} has no server address: start it as a server (Neovim: nvim --listen ADDRESS) and set that address</source>
            <translation>{name} 没有服务器地址：请以服务器方式启动它（Neovim：nvim --listen 地址）并设置该地址</translation>
        </message>
        <message>
            <source>unknown editor '{editor}' (use {known})</source>
            <translation>未知编辑器 '{editor}'（可用：{known}）</translation>
        </message>
        <message>
            <source>{name} is not installed ({program} not found)</source>
            <translation>{name} 未安装（找不到 {program}）</translation>
        </message>
        <message>
            <source>{name} did not answer within {seconds} s</source>
            <translation>{name} 在 {seconds} 秒内没有响应</translation>
        </message>
        <message>
            <source>{name} is not running or refused the citation ({reason})</source>
            <translation>{name} 未运行或拒绝了该引用（{reason}）</translation>
        </message>
        <message>
            <source>LyX is not running ({pipe}: {reason})</source>
            <translation>LyX 未运行（{pipe}：{reason}）</translation>
        </message>
        <message>
            <source>LyX is not running (no lyxpipe.in; set its LyXServer pipe)</source>
            <translation>LyX 未运行（没有 lyxpipe.in；请设置其 LyXServer 管道）</translation>
        </message>
    </context>
    <context>
        <name>empty_states</name>
        <message>
            <source>Every paper carries {tags}.</source>
            <translation>每篇文献都带有 {tags}。</translation>
        </message>
        <message>
            <source> or </source>
            <translation> 或 </translation>
        </message>
        <message>
            <source> and </source>
            <translation> 和 </translation>
        </message>
        <message>
            <source>No papers tagged {tags} without the excluded tags.</source>
            <translation>没有带标签 {tags} 且不带被排除标签的文献。</translation>
        </message>
        <message>
            <source>No papers tagged {tags}.</source>
            <translation>没有带标签 {tags} 的文献。</translation>
        </message>
        <message>
            <source>This reading list</source>
            <translation>此阅读列表</translation>
        </message>
        <message>
            <source>{name} is empty.

Drag papers onto it in the sidebar, or use Add to Reading List.</source>
            <translation>{name}为空。

在侧边栏中将文献拖到其上，或使用“添加到阅读列表”。</translation>
        </message>
        <message numerus="yes">
            <source>No papers added in the last %n days.</source>
            <translation>
                <numerusform>最近 %n 天内没有添加文献。</numerusform>
            </translation>
        </message>
        <message>
            <source>Every paper is in a reading list.</source>
            <translation>每篇文献都在某个阅读列表中。</translation>
        </message>
        <message>
            <source>Every attached file is where it should be.</source>
            <translation>所有附加文件都在应在的位置。</translation>
        </message>
        <message>
            <source>No papers here.</source>
            <translation>这里没有文献。</translation>
        </message>
        <message>
            <source>No papers match {query}.</source>
            <translation>没有与 {query} 匹配的文献。</translation>
        </message>
        <message>
            <source>Your library is empty.</source>
            <translation>您的文献库是空的。</translation>
        </message>
    </context>
    <context>
        <name>encoding</name>
        <message>
            <source>not a text file (it contains NUL bytes)</source>
            <translation>不是文本文件（包含 NUL 字节）</translation>
        </message>
        <message>
            <source>the file is empty</source>
            <translation>文件为空</translation>
        </message>
        <message>
            <source>this is a folder, not a file</source>
            <translation>这是文件夹，不是文件</translation>
        </message>
        <message>
            <source>no byte order mark; read as {encoding} (from its NUL bytes)</source>
            <translation>没有字节顺序标记；按 {encoding} 读取（根据其 NUL 字节判断）</translation>
        </message>
        <message>
            <source>no such encoding: {encoding}</source>
            <translation>没有这种编码：{encoding}</translation>
        </message>
        <message>
            <source>not a text file (it contains binary data)</source>
            <translation>不是文本文件（包含二进制数据）</translation>
        </message>
        <message>
            <source>not UTF-8 (first at line {line}) and declares no encoding; read as {encoding} (detected)</source>
            <translation>不是 UTF-8（首次出现在第 {line} 行）且未声明编码；按 {encoding} 读取（自动检测）</translation>
        </message>
        <message>
            <source>removed {count} NUL or control character(s) (the first on line {line})</source>
            <translation>已删除 {count} 个 NUL 或控制字符（第一个在第 {line} 行）</translation>
        </message>
        <message>
            <source>byte {position} is not {encoding}, the encoding it was read in; save it as UTF-8</source>
            <translation>第 {position} 字节不符合读取时使用的编码 {encoding}；请将文件另存为 UTF-8</translation>
        </message>
        <message>
            <source>the file is larger than {size} MB</source>
            <translation>文件大于 {size} MB</translation>
        </message>
        <message>
            <source>no such file</source>
            <translation>没有此文件</translation>
        </message>
        <message>
            <source>permission denied: the file cannot be read</source>
            <translation>权限不足：无法读取文件</translation>
        </message>
        <message>
            <source>the file cannot be read ({why})</source>
            <translation>无法读取文件（{why}）</translation>
        </message>
        <message>
            <source>the file cannot be read as {encoding}</source>
            <translation>无法按 {encoding} 读取文件</translation>
        </message>
        <message>
            <source>mixes encodings: {utf8} line(s) read as UTF-8, {others} (the first at line {line}) as {encoding} (detected); check those lines</source>
            <translation>混用编码：{utf8} 行按 UTF-8 读取，{others} 行（第一行为第 {line} 行）按 {encoding} 读取（自动检测）；请检查这些行</translation>
        </message>
        <message>
            <source>not a text file (broken {encoding})</source>
            <translation>不是文本文件（{encoding} 已损坏）</translation>
        </message>
        <message>
            <source>declares {declared}, but the bytes are UTF-8; read as UTF-8</source>
            <translation>声明为 {declared}，但字节是 UTF-8；按 UTF-8 读取</translation>
        </message>
        <message>
            <source>declares {declared}, but line {line} is not; read as {encoding} (detected)</source>
            <translation>声明为 {declared}，但第 {line} 行不符；按 {encoding} 读取（自动检测）</translation>
        </message>
        <message>
            <source>declares {declared}, but line {line} is not; read as Latin-1</source>
            <translation>声明为 {declared}，但第 {line} 行不符；按 Latin-1 读取</translation>
        </message>
        <message>
            <source>not UTF-8 and no encoding could be told; read as Latin-1</source>
            <translation>不是 UTF-8，且无法判断编码；按 Latin-1 读取</translation>
        </message>
        <message>
            <source>an unpaired surrogate (half of a UTF-16 character) in {fields} was replaced by �</source>
            <translation>{fields} 中未配对的代理项（半个 UTF-16 字符）已替换为 �</translation>
        </message>
        <message>
            <source>a NUL character (U+0000) in {fields} was removed</source>
            <translation>已删除 {fields} 中的 NUL 字符（U+0000）</translation>
        </message>
    </context>
    <context>
        <name>endnote_xml</name>
        <message>
            <source>not EndNote XML: {error}</source>
            <translation>不是 EndNote XML：{error}</translation>
        </message>
        <message>
            <source>not an EndNote XML export (no &lt;xml&gt;&lt;records&gt;)</source>
            <translation>不是 EndNote XML 导出文件（没有 &lt;xml&gt;&lt;records&gt;）</translation>
        </message>
        <message>
            <source>an EndNote XML of a form this Papershelf does not know (no ref-type): a newer EndNote? Export RIS from EndNote instead</source>
            <translation>此 Papershelf 无法识别这种形式的 EndNote XML（没有 ref-type）：是较新的 EndNote 吗？请改为从 EndNote 导出 RIS</translation>
        </message>
        <message>
            <source>record {number} not read: {error}</source>
            <translation>未读取记录 {number}：{error}</translation>
        </message>
    </context>
    <context>
        <name>entries</name>
        <message>
            <source>the year must be a number, not {value!r}</source>
            <translation>年份必须是数字，而不是 {value!r}</translation>
        </message>
        <message>
            <source>{year} is not a year</source>
            <translation>{year} 不是年份</translation>
        </message>
        <message>
            <source>a rating goes from 0 to 5 stars</source>
            <translation>评分为 0 到 5 星</translation>
        </message>
        <message>
            <source>the citation key cannot be empty</source>
            <translation>引用键不能为空</translation>
        </message>
        <message>
            <source>a citation key cannot contain {characters!r}</source>
            <translation>引用键不能包含 {characters!r}</translation>
        </message>
        <message>
            <source>the key {key} is already used by another entry</source>
            <translation>引用键 {key} 已被另一个条目使用</translation>
        </message>
        <message>
            <source>entry {entry_id} is not in the library</source>
            <translation>条目 {entry_id} 不在文献库中</translation>
        </message>
        <message>
            <source>cannot edit {fields}</source>
            <translation>无法编辑 {fields}</translation>
        </message>
    </context>
    <context>
        <name>entry_merge</name>
        <message>
            <source>entry {entry_id} is not in the library</source>
            <translation>条目 {entry_id} 不在文献库中</translation>
        </message>
    </context>
    <context>
        <name>export_files</name>
        <message>
            <source>{path}: is {kind}, not a file an export can replace</source>
            <translation>{path}：是{kind}，不是导出可以替换的文件</translation>
        </message>
        <message>
            <source>{path}: is the library file (or one of its own files or backups); choose another file for the export</source>
            <translation>{path}：是文献库文件（或其自身的文件或备份）；请为导出选择其他文件</translation>
        </message>
    </context>
    <context>
        <name>exporting</name>
        <message>
            <source>cannot export {kind!r} {value!r}</source>
            <translation>无法导出 {kind!r} {value!r}</translation>
        </message>
        <message>
            <source>unknown export format {flavour!r} (use {names})</source>
            <translation>未知导出格式 {flavour!r}（请使用 {names}）</translation>
        </message>
    </context>
    <context>
        <name>find_metadata</name>
        <message>
            <source>looking up…</source>
            <translation>正在查询…</translation>
        </message>
        <message>
            <source>no candidate (a service failed)</source>
            <translation>无候选（某项服务失败）</translation>
        </message>
        <message>
            <source>no candidate</source>
            <translation>无候选</translation>
        </message>
        <message>
            <source>{evidence} — sure match</source>
            <translation>{evidence}——确定匹配</translation>
        </message>
        <message>
            <source>Find Metadata</source>
            <translation>查找元数据</translation>
        </message>
        <message>
            <source>Field</source>
            <translation>字段</translation>
        </message>
        <message>
            <source>This entry</source>
            <translation>此条目</translation>
        </message>
        <message>
            <source>Found (checked: take it)</source>
            <translation>找到的值（勾选即采用）</translation>
        </message>
        <message>
            <source>&amp;Apply to This Entry</source>
            <translation>应用到此条目(&amp;A)</translation>
        </message>
        <message>
            <source>Apply All &amp;Sure Matches</source>
            <translation>应用所有确定匹配(&amp;S)</translation>
        </message>
        <message>
            <source>&amp;Merge Instead</source>
            <translation>改为合并(&amp;M)</translation>
        </message>
        <message>
            <source>&amp;Candidate:</source>
            <translation>候选(&amp;C)：</translation>
        </message>
        <message>
            <source>{done} (Ctrl+Z in the window undoes it).</source>
            <translation>{done}（在窗口中按 Ctrl+Z 可撤销）。</translation>
        </message>
        <message>
            <source>Looking up…</source>
            <translation>正在查询…</translation>
        </message>
        <message>
            <source>No candidate. {failures}</source>
            <translation>无候选。{failures}</translation>
        </message>
        <message>
            <source>Merge this entry into {key} (one undo step)</source>
            <translation>将此条目合并到 {key}（一步可撤销）</translation>
        </message>
        <message>
            <source>This paper is already in your library as {key} (“{title}”). Applying would make a second copy: merge this entry into {key} instead.</source>
            <translation>这篇文献已作为 {key}（“{title}”）在您的文献库中。应用会产生第二份副本：请改为将此条目合并到 {key}。</translation>
        </message>
        <message>
            <source>The key changes: {old} → {new} (made from the found authors and title).</source>
            <translation>引用键将改变：{old} → {new}（由找到的作者和标题生成）。</translation>
        </message>
        <message>
            <source>Apply All &amp;Sure Matches ({count})</source>
            <translation>应用所有确定匹配(&amp;S)（{count}）</translation>
        </message>
        <message>
            <source>Apply metadata</source>
            <translation>应用元数据</translation>
        </message>
        <message numerus="yes">
            <source>Apply metadata to %n entries</source>
            <translation>
                <numerusform>将元数据应用到 %n 个条目</numerusform>
            </translation>
        </message>
        <message>
            <source>Merge into {key}</source>
            <translation>合并到 {key}</translation>
        </message>
        <message>
            <source>Merged into {key}</source>
            <translation>已合并到 {key}</translation>
        </message>
        <message>
            <source>Applied</source>
            <translation>已应用</translation>
        </message>
    </context>
    <context>
        <name>fulltext</name>
        <message numerus="yes">
            <source>%n PDFs</source>
            <translation>
                <numerusform>%n 个 PDF</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n pages</source>
            <translation>
                <numerusform>%n 页</numerusform>
            </translation>
        </message>
        <message>
            <source>{pdfs} read ({pages})</source>
            <translation>已读取 {pdfs}（{pages}）</translation>
        </message>
        <message>
            <source>, stopped before the end</source>
            <translation>，在结束前停止</translation>
        </message>
        <message numerus="yes">
            <source>, %n without text (scanned?)</source>
            <translation>
                <numerusform>，%n 个没有文本（扫描件？）</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>, %n failed</source>
            <translation>
                <numerusform>，%n 个失败</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>, %n too costly to read</source>
            <translation>
                <numerusform>，%n 个读取代价过高</numerusform>
            </translation>
        </message>
        <message>
            <source>removed from the library while it was read</source>
            <translation>读取期间已从文献库中移除</translation>
        </message>
        <message>
            <source>no text layer (a scan?); not searchable</source>
            <translation>没有文本层（扫描件？）；无法搜索</translation>
        </message>
        <message>
            <source>only the first {pages:,} of {total:,} pages were indexed</source>
            <translation>仅索引了 {total:,} 页中的前 {pages:,} 页</translation>
        </message>
    </context>
    <context>
        <name>fulltext_ui</name>
        <message>
            <source>Stop</source>
            <translation>停止</translation>
        </message>
        <message>
            <source>Stop reading PDFs (what was read is kept; the rest is read later)</source>
            <translation>停止读取 PDF（已读取的内容保留；其余稍后读取）</translation>
        </message>
        <message>
            <source>Reading PDF {file} of {files}: {name}, page {page} of {pages}</source>
            <translation>正在读取 PDF（{file}/{files}）：{name}，第 {page}/{pages} 页</translation>
        </message>
        <message>
            <source>PDF text: {summary}</source>
            <translation>PDF 文本：{summary}</translation>
        </message>
    </context>
    <context>
        <name>import_flow</name>
        <message>
            <source>Reading</source>
            <translation>正在读取</translation>
        </message>
        <message>
            <source>Import cancelled; nothing was kept</source>
            <translation>导入已取消；未保留任何内容</translation>
        </message>
        <message>
            <source>Import cancelled: nothing was imported</source>
            <translation>导入已取消：未导入任何内容</translation>
        </message>
        <message>
            <source>Importing</source>
            <translation>正在导入</translation>
        </message>
        <message numerus="yes">
            <source>%n files</source>
            <translation>
                <numerusform>%n 个文件</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>import_report</name>
        <message>
            <source>entry '{key}'</source>
            <translation>条目“{key}”</translation>
        </message>
        <message>
            <source>@{type} entry</source>
            <translation>@{type} 条目</translation>
        </message>
        <message>
            <source>{entry} not imported: {reason}</source>
            <translation>{entry}未导入：{reason}</translation>
        </message>
        <message>
            <source>it has no key</source>
            <translation>它没有引用键</translation>
        </message>
        <message>
            <source>{entry} imported as '{key}': {reason}</source>
            <translation>{entry}已导入为“{key}”：{reason}</translation>
        </message>
        <message>
            <source>possible duplicate: entry '{key}' may be the same paper as '{other}' ({reason}); imported, for review</source>
            <translation>可能的重复项：条目“{key}”可能与“{other}”是同一篇论文（{reason}）；已导入，待核查</translation>
        </message>
        <message>
            <source>{added} added, {skipped} skipped as duplicates</source>
            <translation>已添加 {added} 个，跳过 {skipped} 个重复项</translation>
        </message>
        <message numerus="yes">
            <source>, %n merged into existing entries</source>
            <translation>
                <numerusform>，%n 个合并到现有条目</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>, %n problems</source>
            <translation>
                <numerusform>，%n 个问题</numerusform>
            </translation>
        </message>
        <message>
            <source>it repeats the entry on line {line} exactly</source>
            <translation>它与第 {line} 行的条目完全相同</translation>
        </message>
        <message>
            <source>merged into '{key}' ({why})</source>
            <translation>已合并到“{key}”（{why}）</translation>
        </message>
        <message>
            <source>already in the library as '{key}' ({why})</source>
            <translation>已作为“{key}”存在于文献库中（{why}）</translation>
        </message>
        <message>
            <source>the same paper as '{key}', imported before it ({why})</source>
            <translation>与之前导入的“{key}”是同一篇论文（{why}）</translation>
        </message>
        <message>
            <source>it is not a valid key</source>
            <translation>它不是有效的引用键</translation>
        </message>
        <message>
            <source>the entry on line {line} has the same key and other content</source>
            <translation>第 {line} 行的条目引用键相同但内容不同</translation>
        </message>
        <message>
            <source>the library already has an entry with this key</source>
            <translation>文献库中已有使用此引用键的条目</translation>
        </message>
        <message>
            <source>an entry imported before it has the same key</source>
            <translation>之前导入的某个条目使用了相同的引用键</translation>
        </message>
        <message>
            <source>cannot import '{suffix}' files (known: {known})</source>
            <translation>无法导入“{suffix}”文件（已知格式：{known}）</translation>
        </message>
    </context>
    <context>
        <name>import_review</name>
        <message>
            <source>Possible Duplicates</source>
            <translation>可能的重复条目</translation>
        </message>
        <message>
            <source>For a merge, click a value to keep it; bold values go into the entry.</source>
            <translation>合并时，点击某个值以保留它；粗体的值将进入条目。</translation>
        </message>
        <message>
            <source>This record:</source>
            <translation>此记录：</translation>
        </message>
        <message>
            <source>Import</source>
            <translation>导入</translation>
        </message>
        <message>
            <source>Nothing to import could be read: choose another encoding, or cancel.</source>
            <translation>未能读取任何可导入的内容：请选择其他编码，或取消。</translation>
        </message>
        <message>
            <source>The file is too big to keep in memory: a duplicate of an earlier record of it is shown without that record.</source>
            <translation>文件太大，无法保存在内存中：与文件中较早记录重复的条目显示时不附带该较早记录。</translation>
        </message>
        <message numerus="yes">
            <source>None of the %n records to import looks like a paper already in the library. Check the encoding above, then import.</source>
            <translation>
                <numerusform>要导入的 %n 条记录中，没有一条看起来已在文献库中。请检查上方的编码，然后导入。</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>{found} of the %n records to import look like papers already in the library or earlier in the import. Sure duplicates are skipped and possible ones imported, unless you choose otherwise.</source>
            <translation>
                <numerusform>要导入的 %n 条记录中，有 {found} 条看起来已在文献库中或在本次导入中已出现过。除非您另行选择，确定的重复条目将被跳过，可能的重复条目将被导入。</numerusform>
            </translation>
        </message>
        <message>
            <source>(untitled)</source>
            <translation>（无标题）</translation>
        </message>
        <message>
            <source>the import</source>
            <translation>本次导入</translation>
        </message>
        <message>
            <source>{file}, line {line}</source>
            <translation>{file}，第 {line} 行</translation>
        </message>
        <message>
            <source>a library entry</source>
            <translation>文献库中的一个条目</translation>
        </message>
        <message>
            <source>the library's entry {key}</source>
            <translation>文献库中的条目 {key}</translation>
        </message>
        <message>
            <source>record {number} of this import (not kept to show)</source>
            <translation>本次导入的第 {number} 条记录（未保留，无法显示）</translation>
        </message>
        <message>
            <source>an earlier record of this import</source>
            <translation>本次导入中较早的一条记录</translation>
        </message>
        <message>
            <source>Left: {left}.  Right: the record from {incoming}.</source>
            <translation>左：{left}。  右：来自 {incoming} 的记录。</translation>
        </message>
    </context>
    <context>
        <name>import_run</name>
        <message>
            <source>which was not imported: the library has it as '{other}'</source>
            <translation>该条目未导入：文献库中已有它，键为“{other}”</translation>
        </message>
        <message>
            <source>which is not in the file or library</source>
            <translation>它既不在文件中也不在文献库中</translation>
        </message>
        <message>
            <source>entry '{key}' has crossref '{parent}', {why}</source>
            <translation>条目“{key}”的 crossref 为“{parent}”，{why}</translation>
        </message>
    </context>
    <context>
        <name>import_ui</name>
        <message>
            <source>Import</source>
            <translation>导入</translation>
        </message>
        <message>
            <source>This window is read-only: the library is open in another window.</source>
            <translation>此窗口为只读：文献库已在另一个窗口中打开。</translation>
        </message>
        <message>
            <source>No PDFs in {names}</source>
            <translation>{names} 中没有 PDF</translation>
        </message>
        <message>
            <source>Import cancelled: nothing was imported</source>
            <translation>导入已取消：未导入任何内容</translation>
        </message>
        <message>
            <source>Import: {summary}</source>
            <translation>导入：{summary}</translation>
        </message>
        <message>
            <source>Import finished: {summary}.</source>
            <translation>导入完成：{summary}。</translation>
        </message>
    </context>
    <context>
        <name>insights</name>
        <message>
            <source>Leave &amp;Triage</source>
            <translation>退出筛选(&amp;T)</translation>
        </message>
        <message>
            <source>Select a paper to find papers like it.</source>
            <translation>请选择一篇文献以查找相似文献。</translation>
        </message>
    </context>
    <context>
        <name>key_patterns</name>
        <message>
            <source>the key pattern {pattern} has no [field] in it</source>
            <translation>引用键模式 {pattern} 中没有 [字段]</translation>
        </message>
        <message>
            <source>unbalanced '[' or ']' in the key pattern {pattern}</source>
            <translation>引用键模式 {pattern} 中的“[”或“]”不成对</translation>
        </message>
        <message>
            <source>[{token}] is not a key pattern field</source>
            <translation>[{token}] 不是引用键模式字段</translation>
        </message>
        <message>
            <source>':{modifier}' is not a key pattern modifier ({known})</source>
            <translation>“:{modifier}”不是引用键模式修饰符（{known}）</translation>
        </message>
    </context>
    <context>
        <name>keys</name>
        <message>
            <source>the key of entry {entry_id} changed meanwhile</source>
            <translation>条目 {entry_id} 的引用键其间已被更改</translation>
        </message>
        <message>
            <source>the key {new} is already used by another entry</source>
            <translation>引用键 {new} 已被另一个条目使用</translation>
        </message>
    </context>
    <context>
        <name>language_box</name>
        <message>
            <source>System language</source>
            <translation>系统语言</translation>
        </message>
        <message>
            <source>Language</source>
            <translation>语言</translation>
        </message>
        <message>
            <source>&amp;Language:</source>
            <translation>语言(&amp;L)：</translation>
        </message>
        <message>
            <source>Papershelf speaks it from its next start.</source>
            <translation>Papershelf 将在下次启动时使用该语言。</translation>
        </message>
    </context>
    <context>
        <name>library</name>
        <message>
            <source>{path}: cannot be read ({why})</source>
            <translation>{path}：无法读取（{why}）</translation>
        </message>
        <message>
            <source>{path}: an empty file, not a library; name a new file to create a library, or delete this one first</source>
            <translation>{path}：这是空文件，不是文献库；要创建文献库请指定一个新文件，或先删除此文件</translation>
        </message>
        <message>
            <source>{path}: cannot create the folder ({why})</source>
            <translation>{path}：无法创建文件夹（{why}）</translation>
        </message>
        <message>
            <source>{path}: not a Papershelf library (not an SQLite database)</source>
            <translation>{path}：不是 Papershelf 文献库（不是 SQLite 数据库）</translation>
        </message>
        <message>
            <source>{path}: damaged, {why}; the file was left as it is</source>
            <translation>{path}：已损坏，{why}；文件保持原样</translation>
        </message>
        <message>
            <source>{path}: cannot be read as a library ({why})</source>
            <translation>{path}：无法作为文献库读取（{why}）</translation>
        </message>
        <message>
            <source>{path}: not a Papershelf library (an unrelated SQLite database)</source>
            <translation>{path}：不是 Papershelf 文献库（是无关的 SQLite 数据库）</translation>
        </message>
        <message>
            <source>{path}: not a Papershelf library</source>
            <translation>{path}：不是 Papershelf 文献库</translation>
        </message>
        <message>
            <source>{path}: damaged ({why}); the file was left as it is</source>
            <translation>{path}：已损坏（{why}）；文件保持原样</translation>
        </message>
        <message>
            <source>{path}: made by a newer Papershelf (schema {version}, this one reads up to {newest}); update Papershelf to open it</source>
            <translation>{path}：由较新版本的 Papershelf 创建（架构 {version}，此版本最高只能读取 {newest}）；请更新 Papershelf 以打开它</translation>
        </message>
        <message>
            <source>it is damaged: {why}</source>
            <translation>已损坏：{why}</translation>
        </message>
        <message>
            <source>{path}: damaged ({why}); it is read-only now and nothing more is written to it: restore a backup, or copy out what you need</source>
            <translation>{path}：已损坏（{why}）；现已设为只读，不会再写入任何内容：请恢复备份，或复制出您需要的内容</translation>
        </message>
        <message>
            <source>{path}: still busy after {seconds} s: {holder} is writing to it; nothing was changed, try again when it has finished</source>
            <translation>{path}：等待 {seconds} 秒后仍被占用：{holder} 正在写入；未做任何更改，请在其完成后重试</translation>
        </message>
        <message>
            <source>waiting up to {seconds} s for {holder}, which is writing to the library</source>
            <translation>最多等待 {seconds} 秒，{holder} 正在写入文献库</translation>
        </message>
        <message>
            <source>{path}: cannot be written ({why}); nothing was changed</source>
            <translation>{path}：无法写入（{why}）；未做任何更改</translation>
        </message>
        <message>
            <source>{path}: no library there</source>
            <translation>{path}：此处没有文献库</translation>
        </message>
        <message>
            <source>{location}: no library there (the database is empty)</source>
            <translation>{location}：此处没有文献库（数据库为空）</translation>
        </message>
        <message>
            <source>{path}: cannot be opened as a library ({why})</source>
            <translation>{path}：无法作为文献库打开（{why}）</translation>
        </message>
        <message>
            <source>{location}: not an open library of this version</source>
            <translation>{location}：不是此版本已打开的文献库</translation>
        </message>
        <message>
            <source>entry {id} is not in the library</source>
            <translation>条目 {id} 不在文献库中</translation>
        </message>
        <message>
            <source>another process</source>
            <translation>另一个进程</translation>
        </message>
        <message>
            <source>truncated (shorter than an SQLite header)</source>
            <translation>已截断（比 SQLite 文件头还短）</translation>
        </message>
        <message>
            <source>truncated ({size} of {expected} bytes)</source>
            <translation>已截断（{expected} 字节中只有 {size} 字节）</translation>
        </message>
        <message>
            <source>{location}: cannot connect ({why})</source>
            <translation>{location}：无法连接（{why}）</translation>
        </message>
        <message>
            <source>{location}: {why} (damage checks apply to library files)</source>
            <translation>{location}：{why}（损坏检查仅适用于文献库文件）</translation>
        </message>
        <message>
            <source>{location}: the connection to the server was lost ({why}); the last change was not saved</source>
            <translation>{location}：与服务器的连接已断开（{why}）；最后一次更改未保存</translation>
        </message>
        <message>
            <source>the server refused the write</source>
            <translation>服务器拒绝写入</translation>
        </message>
        <message>
            <source>{path}: read-only ({why}); nothing was changed</source>
            <translation>{path}：只读（{why}）；未做任何更改</translation>
        </message>
        <message>
            <source>{location}: this role may not write ({why}); nothing was changed</source>
            <translation>{location}：此角色无写入权限（{why}）；未做任何更改</translation>
        </message>
        <message>
            <source>{path}: busy ({why}); nothing was changed: try again</source>
            <translation>{path}：忙（{why}）；未做任何更改：请重试</translation>
        </message>
        <message>
            <source>{location}: the connection to the server was lost ({why}); the last change may not have been saved</source>
            <translation>{location}：与服务器的连接已断开（{why}）；最后一次更改可能未保存</translation>
        </message>
        <message>
            <source>schema version {version} has no PostgreSQL form yet (migrations_pg); this Papershelf cannot upgrade a server library to it</source>
            <translation>架构版本 {version} 尚无 PostgreSQL 形式（migrations_pg）；此 Papershelf 无法将服务器文献库升级到该版本</translation>
        </message>
        <message numerus="yes">
            <source>%n stored values held text that is not UTF-8 (lone surrogates) in {places}: replaced by �</source>
            <translation>
                <numerusform>{places} 中有 %n 个存储值包含非 UTF-8 文本（孤立代理项）：已替换为 �</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n stored values held text that is not UTF-8 (lone surrogates) in {places}: shown with � (the file is read-only)</source>
            <translation>
                <numerusform>{places} 中有 %n 个存储值包含非 UTF-8 文本（孤立代理项）：以 � 显示（文件为只读）</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>library_copy</name>
        <message>
            <source>{count} NUL character(s) removed</source>
            <translation>已删除 {count} 个 NUL 字符</translation>
        </message>
        <message>
            <source>unpaired surrogate(s) replaced by U+FFFD</source>
            <translation>未配对的代理项已替换为 U+FFFD</translation>
        </message>
        <message>
            <source>{value} is beyond what the server's column holds; left empty</source>
            <translation>{value} 超出服务器列的容量；留空</translation>
        </message>
        <message>
            <source>{value} is beyond what the server's column holds; left 0</source>
            <translation>{value} 超出服务器列的容量；设为 0</translation>
        </message>
        <message>
            <source>entry '{key}': {column}: {what}</source>
            <translation>条目“{key}”：{column}：{what}</translation>
        </message>
        <message>
            <source>{table} ({row}): {column}: {what}</source>
            <translation>{table}（{row}）：{column}：{what}</translation>
        </message>
        <message>
            <source>the destination is read-only ({why}); nothing was copied</source>
            <translation>目标为只读（{why}）；未复制任何内容</translation>
        </message>
        <message>
            <source>the copy failed, nothing was copied ({why})</source>
            <translation>复制失败，未复制任何内容（{why}）</translation>
        </message>
        <message numerus="yes">
            <source>the destination already holds %n entries; copy into a new, empty library</source>
            <translation>
                <numerusform>目标已包含 %n 个条目；请复制到一个新的空文献库</numerusform>
            </translation>
        </message>
        <message>
            <source>the destination is not empty (it holds rows in {tables}); copy into a new, empty library</source>
            <translation>目标不为空（{tables} 中有数据行）；请复制到一个新的空文献库</translation>
        </message>
    </context>
    <context>
        <name>list_picker</name>
        <message>
            <source>Add to Reading List</source>
            <translation>添加到阅读列表</translation>
        </message>
        <message numerus="yes">
            <source>Put %n papers on the reading list:</source>
            <translation>
                <numerusform>将 %n 篇文献加入阅读列表：</numerusform>
            </translation>
        </message>
        <message>
            <source>Type to filter, or a new list's name</source>
            <translation>输入以筛选，或输入新列表的名称</translation>
        </message>
        <message>
            <source>Reading list name</source>
            <translation>阅读列表名称</translation>
        </message>
        <message>
            <source>Reading lists</source>
            <translation>阅读列表</translation>
        </message>
        <message numerus="yes">
            <source>%n papers</source>
            <translation>
                <numerusform>%n 篇文献</numerusform>
            </translation>
        </message>
        <message>
            <source>Select the papers to put on a list first.</source>
            <translation>请先选择要加入列表的文献。</translation>
        </message>
    </context>
    <context>
        <name>lists</name>
        <message>
            <source>a reading list needs a name</source>
            <translation>阅读列表需要名称</translation>
        </message>
        <message>
            <source>a reading list name can be at most {most} characters long</source>
            <translation>阅读列表名称最多 {most} 个字符</translation>
        </message>
        <message>
            <source>that reading list is no longer in the library</source>
            <translation>该阅读列表已不在文献库中</translation>
        </message>
        <message>
            <source>entries can only be moved next to an entry of the same list</source>
            <translation>条目只能移动到同一列表中的条目旁边</translation>
        </message>
        <message>
            <source>that entry is not in this reading list</source>
            <translation>该条目不在此阅读列表中</translation>
        </message>
        <message>
            <source>a reading list called '{name}' already exists</source>
            <translation>名为“{name}”的阅读列表已存在</translation>
        </message>
    </context>
    <context>
        <name>live_status</name>
        <message>
            <source>Connecting to {library}…</source>
            <translation>正在连接到 {library}…</translation>
        </message>
        <message>
            <source>Live: {library}</source>
            <translation>实时：{library}</translation>
        </message>
        <message>
            <source>Live: {library} (reconnected; views refreshed)</source>
            <translation>实时：{library}（已重新连接；视图已刷新）</translation>
        </message>
        <message>
            <source>Offline: {library}; retrying in {wait}</source>
            <translation>离线：{library}；{wait}后重试</translation>
        </message>
        <message>
            <source>The server {library} cannot be reached ({reason}). This window is read-only until it is back; trying again in {wait}.</source>
            <translation>无法连接服务器 {library}（{reason}）。在其恢复之前此窗口为只读；{wait}后重试。</translation>
        </message>
        <message>
            <source>Changes other people make to this library appear here as they save them.</source>
            <translation>其他人对此文献库的更改一经保存便会显示在这里。</translation>
        </message>
        <message numerus="yes">
            <source>%n windows open ({names})</source>
            <translation>
                <numerusform>%n 个窗口已打开（{names}）</numerusform>
            </translation>
        </message>
        <message>
            <source>a moment</source>
            <translation>片刻</translation>
        </message>
        <message>
            <source>{seconds} s</source>
            <translation>{seconds} 秒</translation>
        </message>
    </context>
    <context>
        <name>live_watcher</name>
        <message>
            <source>&amp;Retry</source>
            <translation>重试(&amp;R)</translation>
        </message>
    </context>
    <context>
        <name>main_window</name>
        <message>
            <source>Search</source>
            <translation>搜索</translation>
        </message>
        <message>
            <source>{selected} of {shown} selected</source>
            <translation>已选 {selected} / {shown}</translation>
        </message>
        <message numerus="yes">
            <source>over {shown} of %n entries</source>
            <translation>
                <numerusform>超过 {shown} / %n 个条目</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n entries</source>
            <translation>
                <numerusform>%n 个条目</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>{shown} of %n entries</source>
            <translation>
                <numerusform>{shown} / %n 个条目</numerusform>
            </translation>
        </message>
        <message>
            <source>Moving works inside a reading list.</source>
            <translation>只能在阅读列表中移动。</translation>
        </message>
        <message numerus="yes">
            <source>Deleted %n entries — Ctrl+Z brings them back.</source>
            <translation>
                <numerusform>已删除 %n 个条目——按 Ctrl+Z 可恢复。</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>managed_files</name>
        <message>
            <source>{source}: cannot be copied to {folder} ({strerror})</source>
            <translation>{source}：无法复制到 {folder}（{strerror}）</translation>
        </message>
        <message>
            <source>entry {entry_id} is not in the library</source>
            <translation>条目 {entry_id} 不在文献库中</translation>
        </message>
        <message>
            <source>{current}: cannot be moved to {target} ({strerror})</source>
            <translation>{current}：无法移动到 {target}（{strerror}）</translation>
        </message>
        <message>
            <source>{now}: cannot be moved back to {target} ({strerror})</source>
            <translation>{now}：无法移回 {target}（{strerror}）</translation>
        </message>
    </context>
    <context>
        <name>members</name>
        <message>
            <source>private notes are for a shared library; a file's notes are yours</source>
            <translation>私人笔记用于共享文献库；文件文献库中的笔记都属于您</translation>
        </message>
    </context>
    <context>
        <name>members_ui</name>
        <message>
            <source>&lt;b&gt;Read by&lt;/b&gt; {names}</source>
            <translation>&lt;b&gt;已读者&lt;/b&gt; {names}</translation>
        </message>
        <message>
            <source>&lt;b&gt;Reading:&lt;/b&gt; {names}</source>
            <translation>&lt;b&gt;在读：&lt;/b&gt;{names}</translation>
        </message>
        <message>
            <source>&lt;b&gt;Rated:&lt;/b&gt; {names}</source>
            <translation>&lt;b&gt;已评分：&lt;/b&gt;{names}</translation>
        </message>
        <message>
            <source>&lt;b&gt;Read by&lt;/b&gt; nobody yet</source>
            <translation>&lt;b&gt;已读者&lt;/b&gt; 暂无</translation>
        </message>
        <message>
            <source>today</source>
            <translation>今天</translation>
        </message>
        <message>
            <source>nobody yet</source>
            <translation>暂无</translation>
        </message>
        <message>
            <source>{club} — next session {when}: “{title}”, presented by {presenter} · read by {readers}</source>
            <translation>{club}——下次会议 {when}：“{title}”，主讲 {presenter} · 已读者 {readers}</translation>
        </message>
        <message>
            <source>{club} — next session {when}: “{title}” · read by {readers}</source>
            <translation>{club}——下次会议 {when}：“{title}” · 已读者 {readers}</translation>
        </message>
        <message>
            <source>Journal Club</source>
            <translation>期刊俱乐部</translation>
        </message>
    </context>
    <context>
        <name>merging</name>
        <message>
            <source>entry {entry_id} is not in the library</source>
            <translation>条目 {entry_id} 不在文献库中</translation>
        </message>
        <message>
            <source>a merge choice is 'keep' or 'other', not {choice!r}</source>
            <translation>合并选项应为 'keep' 或 'other'，而不是 {choice!r}</translation>
        </message>
        <message>
            <source>an entry cannot be merged with itself</source>
            <translation>条目不能与自身合并</translation>
        </message>
    </context>
    <context>
        <name>metadata</name>
        <message>
            <source>{text}: added as {detail}</source>
            <translation>{text}：已添加为 {detail}</translation>
        </message>
        <message>
            <source>{text}: already in the library as {detail}</source>
            <translation>{text}：已在文献库中，键为 {detail}</translation>
        </message>
        <message>
            <source>{text}: not added: {detail}</source>
            <translation>{text}：未添加：{detail}</translation>
        </message>
        <message>
            <source>not a DOI or an arXiv id</source>
            <translation>不是 DOI 或 arXiv 编号</translation>
        </message>
        <message>
            <source>entry {entry_id} is not in the library</source>
            <translation>条目 {entry_id} 不在文献库中</translation>
        </message>
        <message>
            <source>an answer in an encoding not asked for ({encoding})</source>
            <translation>一个使用未请求编码的回答（{encoding}）</translation>
        </message>
        <message>
            <source>a damaged compressed answer ({error})</source>
            <translation>一个已损坏的压缩回答（{error}）</translation>
        </message>
        <message>
            <source>{host} sent an answer that is not JSON</source>
            <translation>{host} 发送的回答不是 JSON</translation>
        </message>
        <message>
            <source>{host}'s answer held an unpaired surrogate (half of a UTF-16 character), replaced by �</source>
            <translation>{host} 的回答含有未配对的代理项（半个 UTF-16 字符），已替换为 �</translation>
        </message>
        <message>
            <source>{name} did not answer in time; try again later</source>
            <translation>{name} 未及时回答；请稍后重试</translation>
        </message>
        <message>
            <source>{name} sent an answer over {megabytes} MB; not read</source>
            <translation>{name} 发送的回答超过 {megabytes} MB；未读取</translation>
        </message>
        <message>
            <source>{name} sent {exc}</source>
            <translation>{name} 发送了{exc}</translation>
        </message>
        <message>
            <source>{name} redirected to an address that is not valid</source>
            <translation>{name} 重定向到无效的地址</translation>
        </message>
        <message>
            <source>cannot reach {name} ({reason}); are you offline?</source>
            <translation>无法连接 {name}（{reason}）；您是否处于离线状态？</translation>
        </message>
        <message>
            <source>{name} is busy; try again later</source>
            <translation>{name} 正忙；请稍后重试</translation>
        </message>
        <message>
            <source>{name} redirected more than {most} times; not followed</source>
            <translation>{name} 重定向超过 {most} 次；未跟随</translation>
        </message>
        <message>
            <source>{name} redirected to another site ({where}); not followed</source>
            <translation>{name} 重定向到其他网站（{where}）；未跟随</translation>
        </message>
        <message>
            <source>{name} redirected in a loop; not followed</source>
            <translation>{name} 循环重定向；未跟随</translation>
        </message>
        <message>
            <source>{name} asks to wait {seconds} s before the next request; try later</source>
            <translation>{name} 要求在下一次请求前等待 {seconds} 秒；请稍后再试</translation>
        </message>
        <message>
            <source>{name} refuses more requests for now (rate limit); try later</source>
            <translation>{name} 暂时拒绝更多请求（速率限制）；请稍后再试</translation>
        </message>
        <message>
            <source>{name} refused the request ({status}); check the API key</source>
            <translation>{name} 拒绝了请求（{status}）；请检查 API 密钥</translation>
        </message>
        <message>
            <source>{name} answered {status}: {detail}</source>
            <translation>{name} 回答 {status}：{detail}</translation>
        </message>
        <message>
            <source>{name} answered {status}</source>
            <translation>{name} 回答 {status}</translation>
        </message>
        <message>
            <source>no abstract</source>
            <translation>无摘要</translation>
        </message>
        <message>
            <source>abstract {percent}%</source>
            <translation>摘要 {percent}%</translation>
        </message>
        <message>
            <source>title {percent}%</source>
            <translation>标题 {percent}%</translation>
        </message>
        <message>
            <source>no such {kind}: {nobody} knows {value}</source>
            <translation>没有此{kind}：{nobody}知道 {value}</translation>
        </message>
        <message>
            <source>neither {first} nor {second}</source>
            <translation>{first} 和 {second} 都不</translation>
        </message>
        <message>
            <source>no service</source>
            <translation>没有服务</translation>
        </message>
        <message>
            <source>arXiv sent no feed</source>
            <translation>arXiv 未发送 feed</translation>
        </message>
        <message>
            <source>arXiv answered {status} with no feed</source>
            <translation>arXiv 回答 {status}，没有 feed</translation>
        </message>
        <message>
            <source>arXiv has no paper with id {arxiv_id}</source>
            <translation>arXiv 没有编号为 {arxiv_id} 的文献</translation>
        </message>
        <message>
            <source>Crossref sent an answer without a work in it</source>
            <translation>Crossref 发送的回答中没有作品</translation>
        </message>
        <message>
            <source>doi.org sent no BibTeX for {doi}</source>
            <translation>doi.org 未发送 {doi} 的 BibTeX</translation>
        </message>
        <message>
            <source>no entry in it</source>
            <translation>其中没有条目</translation>
        </message>
        <message>
            <source>doi.org's BibTeX for {doi} could not be read ({reasons})</source>
            <translation>无法读取 doi.org 提供的 {doi} 的 BibTeX（{reasons}）</translation>
        </message>
    </context>
    <context>
        <name>migrate</name>
        <message>
            <source>BibDesk's groups could not be read ({why})</source>
            <translation>无法读取 BibDesk 的分组（{why}）</translation>
        </message>
        <message>
            <source>it has no conditions</source>
            <translation>它没有条件</translation>
        </message>
        <message>
            <source>its condition on '{key}' has no value</source>
            <translation>它对“{key}”的条件没有值</translation>
        </message>
        <message>
            <source>its condition '{key}' (comparison {comparison}) has no Papershelf search</source>
            <translation>它的条件“{key}”（比较方式 {comparison}）在 Papershelf 中没有对应的搜索</translation>
        </message>
        <message>
            <source>it matches a regular expression</source>
            <translation>它使用正则表达式匹配</translation>
        </message>
        <message>
            <source>JabRef's {kind} has no counterpart in Papershelf</source>
            <translation>JabRef 的 {kind} 在 Papershelf 中没有对应项</translation>
        </message>
        <message>
            <source>Papershelf cannot search the field '{field}'</source>
            <translation>Papershelf 无法搜索字段“{field}”</translation>
        </message>
        <message>
            <source>its search has brackets</source>
            <translation>它的搜索包含括号</translation>
        </message>
        <message>
            <source>its search '{search}' could not be read</source>
            <translation>无法读取它的搜索“{search}”</translation>
        </message>
        <message>
            <source>its search uses a regular expression</source>
            <translation>它的搜索使用了正则表达式</translation>
        </message>
        <message>
            <source>its search is empty</source>
            <translation>它的搜索为空</translation>
        </message>
        <message>
            <source>a saved search has its name</source>
            <translation>已有同名的已保存搜索</translation>
        </message>
        <message>
            <source>smart group '{name}' not brought: {why}</source>
            <translation>智能分组“{name}”未导入：{why}</translation>
        </message>
        <message>
            <source>entry '{key}': {link} could not be read</source>
            <translation>条目“{key}”：无法读取 {link}</translation>
        </message>
        <message>
            <source>no path</source>
            <translation>无路径</translation>
        </message>
        <message>
            <source>entry '{key}': {link} is not a file link</source>
            <translation>条目“{key}”：{link} 不是文件链接</translation>
        </message>
        <message>
            <source>group '{name}' not brought: {why}</source>
            <translation>分组“{name}”未导入：{why}</translation>
        </message>
        <message>
            <source>tag '{name}' not brought: {why}</source>
            <translation>标签“{name}”未导入：{why}</translation>
        </message>
        <message>
            <source>collection '{name}' not brought: {why}</source>
            <translation>分类“{name}”未导入：{why}</translation>
        </message>
        <message>
            <source>{found} items: {added} added</source>
            <translation>{found} 个条目：已添加 {added} 个</translation>
        </message>
        <message>
            <source>, {updated} updated, {unchanged} unchanged</source>
            <translation>，已更新 {updated} 个，{unchanged} 个未变</translation>
        </message>
        <message>
            <source>, {skipped} skipped as duplicates</source>
            <translation>，跳过 {skipped} 个重复项</translation>
        </message>
        <message>
            <source>; {notes} notes, {files} files ({missing} missing)</source>
            <translation>；{notes} 条笔记，{files} 个文件（缺少 {missing} 个）</translation>
        </message>
        <message>
            <source>, {tags} tags, {lists} lists</source>
            <translation>，{tags} 个标签，{lists} 个阅读列表</translation>
        </message>
        <message>
            <source>, {annotations} annotations</source>
            <translation>，{annotations} 条批注</translation>
        </message>
        <message>
            <source>; {trashed} in the trash skipped</source>
            <translation>；跳过回收站中的 {trashed} 个</translation>
        </message>
        <message>
            <source>not imported yet: {what}</source>
            <translation>尚未导入：{what}</translation>
        </message>
        <message>
            <source>ITEM {key}: {why}</source>
            <translation>条目 {key}：{why}</translation>
        </message>
        <message>
            <source>entry '{key}': {link} is missing: no file at {path}</source>
            <translation>条目“{key}”：{link} 缺失：{path} 处没有文件</translation>
        </message>
        <message>
            <source>entry '{key}': {link} not attached: {why}</source>
            <translation>条目“{key}”：{link} 未附加：{why}</translation>
        </message>
        <message>
            <source>standalone notes not brought</source>
            <translation>未导入的独立笔记</translation>
        </message>
        <message>
            <source>{kind} annotation {key} not brought: the reader has no {kind} annotations</source>
            <translation>{kind} 批注 {key} 未导入：阅读器没有 {kind} 批注</translation>
        </message>
        <message>
            <source>{kind} annotation {key} not brought: it is in the PDF itself (the reader reads it from there)</source>
            <translation>{kind} 批注 {key} 未导入：它就在 PDF 文件中（阅读器从那里读取）</translation>
        </message>
        <message>
            <source>{kind} annotation {key} not brought: it has no PDF page (an EPUB or web page annotation?)</source>
            <translation>{kind} 批注 {key} 未导入：它没有 PDF 页面（是 EPUB 或网页批注？）</translation>
        </message>
        <message>
            <source>{kind} annotation {key} not brought: its position has no rectangle</source>
            <translation>{kind} 批注 {key} 未导入：其位置没有矩形区域</translation>
        </message>
    </context>
    <context>
        <name>multi_edit</name>
        <message>
            <source>Changes here apply to every selected paper; Ctrl+Z undoes each.</source>
            <translation>此处的更改将应用于每篇所选文献；Ctrl+Z 可逐一撤销。</translation>
        </message>
        <message>
            <source>Mark {status}</source>
            <translation>标记为“{status}”</translation>
        </message>
        <message>
            <source>One value for all of them</source>
            <translation>为所有文献设置同一值</translation>
        </message>
        <message>
            <source>Set for All</source>
            <translation>全部设置</translation>
        </message>
        <message>
            <source>Status</source>
            <translation>状态</translation>
        </message>
        <message>
            <source>Rating</source>
            <translation>评分</translation>
        </message>
        <message>
            <source>Tags</source>
            <translation>标签</translation>
        </message>
        <message>
            <source>Set</source>
            <translation>设置</translation>
        </message>
    </context>
    <context>
        <name>new_entry</name>
        <message>
            <source>New Entry</source>
            <translation>新建条目</translation>
        </message>
        <message>
            <source>made from the key pattern when left empty</source>
            <translation>留空时按引用键模式生成</translation>
        </message>
        <message>
            <source>&amp;Add</source>
            <translation>添加(&amp;A)</translation>
        </message>
        <message>
            <source>&amp;Type:</source>
            <translation>类型(&amp;T)：</translation>
        </message>
        <message>
            <source>&amp;Key:</source>
            <translation>引用键(&amp;K)：</translation>
        </message>
        <message>
            <source>Fill in at least a title or an author.</source>
            <translation>请至少填写标题或作者。</translation>
        </message>
        <message>
            <source>no {field}</source>
            <translation>缺少 {field}</translation>
        </message>
        <message>
            <source>A style will warn: {missing}.</source>
            <translation>引文样式会发出警告：{missing}。</translation>
        </message>
        <message>
            <source>New entry</source>
            <translation>新建条目</translation>
        </message>
    </context>
    <context>
        <name>no_viewer</name>
        <message>
            <source>files of this type</source>
            <translation>此类型的文件</translation>
        </message>
        <message>
            <source>{type} files</source>
            <translation>{type} 文件</translation>
        </message>
        <message>
            <source>No program on this computer opens {kind}.</source>
            <translation>此计算机上没有可打开{kind}的程序。</translation>
        </message>
        <message>
            <source>Open File</source>
            <translation>打开文件</translation>
        </message>
        <message>
            <source>No program on this computer opens “{name}” ({kind}).

Install a viewer for them, or open the file from its folder.</source>
            <translation>此计算机上没有可打开“{name}”（{kind}）的程序。

请为其安装查看器，或从所在文件夹打开该文件。</translation>
        </message>
    </context>
    <context>
        <name>open_failure</name>
        <message>
            <source>The library cannot be opened.

{reason}</source>
            <translation>无法打开文献库。

{reason}</translation>
        </message>
        <message>
            <source>The file has not been changed. What would you like to do?</source>
            <translation>文件未被更改。您想怎么做？</translation>
        </message>
        <message>
            <source>unreadable</source>
            <translation>无法读取</translation>
        </message>
        <message numerus="yes">
            <source>%n entries</source>
            <translation>
                <numerusform>%n 个条目</numerusform>
            </translation>
        </message>
        <message>
            <source>Open a Backup</source>
            <translation>打开备份</translation>
        </message>
        <message>
            <source>Backups:</source>
            <translation>备份：</translation>
        </message>
        <message>
            <source>Libraries (*.sqlite)</source>
            <translation>文献库 (*.sqlite)</translation>
        </message>
        <message>
            <source>The shared library {library} cannot be opened.

{reason}</source>
            <translation>无法打开共享文献库 {library}。

{reason}</translation>
        </message>
        <message>
            <source>Nothing was changed on the server. Check the host, database and user; the password comes from ~/.pgpass, PGPASSWORD or a service file.</source>
            <translation>服务器上未做任何更改。请检查主机、数据库和用户；密码来自 ~/.pgpass、PGPASSWORD 或服务文件。</translation>
        </message>
        <message>
            <source>{path} is an empty file, not a Papershelf library.</source>
            <translation>{path} 是一个空文件，不是 Papershelf 文献库。</translation>
        </message>
        <message>
            <source>Make it a new, empty library? Nothing else is changed.</source>
            <translation>要将其设为新的空文献库吗？其他内容不会被更改。</translation>
        </message>
    </context>
    <context>
        <name>organise_ui</name>
        <message>
            <source>Add Tag…</source>
            <translation>添加标签…</translation>
        </message>
        <message>
            <source>Remove Tag</source>
            <translation>移除标签</translation>
        </message>
        <message>
            <source>Add to Reading List</source>
            <translation>添加到阅读列表</translation>
        </message>
        <message>
            <source>New Reading List…</source>
            <translation>新建阅读列表…</translation>
        </message>
        <message>
            <source>Remove from This List</source>
            <translation>从此列表移除</translation>
        </message>
        <message>
            <source>Edit List Note…</source>
            <translation>编辑列表备注…</translation>
        </message>
        <message>
            <source>New Tag</source>
            <translation>新建标签</translation>
        </message>
        <message>
            <source>Name (use / to nest, e.g. ml/rl):</source>
            <translation>名称（用 / 嵌套，例如 ml/rl）：</translation>
        </message>
        <message>
            <source>Merge Tags</source>
            <translation>合并标签</translation>
        </message>
        <message>
            <source>New Reading List</source>
            <translation>新建阅读列表</translation>
        </message>
        <message>
            <source>Name:</source>
            <translation>名称：</translation>
        </message>
        <message>
            <source>Describe Reading List</source>
            <translation>描述阅读列表</translation>
        </message>
        <message>
            <source>List Note</source>
            <translation>列表备注</translation>
        </message>
        <message>
            <source>Why is it in this list?</source>
            <translation>为什么在此列表中？</translation>
        </message>
        <message>
            <source>Type a search first, then save it.</source>
            <translation>请先输入搜索，再保存。</translation>
        </message>
        <message>
            <source>Save Search</source>
            <translation>保存搜索</translation>
        </message>
        <message>
            <source>Name of the saved search:</source>
            <translation>已保存搜索的名称：</translation>
        </message>
        <message>
            <source>Rename Saved Search</source>
            <translation>重命名已保存的搜索</translation>
        </message>
        <message>
            <source>New name:</source>
            <translation>新名称：</translation>
        </message>
        <message>
            <source>Edit Saved Search</source>
            <translation>编辑已保存的搜索</translation>
        </message>
        <message>
            <source>Query:</source>
            <translation>查询：</translation>
        </message>
        <message>
            <source>Choose a reading list first.</source>
            <translation>请先选择一个阅读列表。</translation>
        </message>
        <message>
            <source>Everything in this list has been read.</source>
            <translation>此列表中的文献均已读完。</translation>
        </message>
    </context>
    <context>
        <name>organising</name>
        <message numerus="yes">
            <source>Add tag '{name}' to %n entries</source>
            <translation>
                <numerusform>为 %n 个条目添加标签“{name}”</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Remove tag '{name}' from %n entries</source>
            <translation>
                <numerusform>从 %n 个条目移除标签“{name}”</numerusform>
            </translation>
        </message>
        <message>
            <source>Create tag '{name}'</source>
            <translation>新建标签“{name}”</translation>
        </message>
        <message>
            <source>Merge tag '{old}' into '{new}'</source>
            <translation>将标签“{old}”合并到“{new}”</translation>
        </message>
        <message>
            <source>Rename tag '{old}' to '{new}'</source>
            <translation>将标签“{old}”重命名为“{new}”</translation>
        </message>
        <message>
            <source>Change colour of tag '{name}'</source>
            <translation>更改标签“{name}”的颜色</translation>
        </message>
        <message>
            <source>Delete tag '{name}'</source>
            <translation>删除标签“{name}”</translation>
        </message>
        <message numerus="yes">
            <source>Merge %n tags into '{target}'</source>
            <translation>
                <numerusform>将 %n 个标签合并到“{target}”</numerusform>
            </translation>
        </message>
        <message>
            <source>Create reading list '{name}'</source>
            <translation>新建阅读列表“{name}”</translation>
        </message>
        <message>
            <source>Rename reading list '{old}' to '{new}'</source>
            <translation>将阅读列表“{old}”重命名为“{new}”</translation>
        </message>
        <message>
            <source>Describe reading list '{name}'</source>
            <translation>描述阅读列表“{name}”</translation>
        </message>
        <message>
            <source>Delete reading list '{name}'</source>
            <translation>删除阅读列表“{name}”</translation>
        </message>
        <message numerus="yes">
            <source>Add %n entries to '{name}'</source>
            <translation>
                <numerusform>将 %n 个条目添加到“{name}”</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Remove %n entries from '{name}'</source>
            <translation>
                <numerusform>从“{name}”移除 %n 个条目</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Move %n entries</source>
            <translation>
                <numerusform>移动 %n 个条目</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Move %n entries up</source>
            <translation>
                <numerusform>上移 %n 个条目</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Move %n entries down</source>
            <translation>
                <numerusform>下移 %n 个条目</numerusform>
            </translation>
        </message>
        <message>
            <source>Edit list note</source>
            <translation>编辑列表备注</translation>
        </message>
        <message>
            <source>Save search '{name}'</source>
            <translation>保存搜索“{name}”</translation>
        </message>
        <message>
            <source>that saved search is gone</source>
            <translation>该已保存的搜索已不存在</translation>
        </message>
        <message>
            <source>Rename saved search '{old}' to '{new}'</source>
            <translation>将已保存的搜索“{old}”重命名为“{new}”</translation>
        </message>
        <message>
            <source>Edit saved search '{name}'</source>
            <translation>编辑已保存的搜索“{name}”</translation>
        </message>
        <message>
            <source>Delete saved search '{name}'</source>
            <translation>删除已保存的搜索“{name}”</translation>
        </message>
    </context>
    <context>
        <name>pdf</name>
        <message>
            <source>is encrypted with a password</source>
            <translation>已用密码加密</translation>
        </message>
        <message>
            <source>is damaged or cut short ({error})</source>
            <translation>已损坏或不完整（{error}）</translation>
        </message>
        <message>
            <source>is {kind}, not a file; it is not read</source>
            <translation>是{kind}，不是文件；不予读取</translation>
        </message>
        <message>
            <source>cannot be read: {error}</source>
            <translation>无法读取：{error}</translation>
        </message>
        <message>
            <source>is empty (0 bytes)</source>
            <translation>为空（0 字节）</translation>
        </message>
        <message>
            <source>is not a PDF (it does not start with '%PDF-')</source>
            <translation>不是 PDF（开头不是“%PDF-”）</translation>
        </message>
        <message>
            <source>is encrypted with a password; its text cannot be read</source>
            <translation>已用密码加密；无法读取其文本</translation>
        </message>
        <message>
            <source>is damaged: no pages could be found</source>
            <translation>已损坏：找不到任何页面</translation>
        </message>
        <message>
            <source>is damaged or cut short and cannot be shown</source>
            <translation>已损坏或不完整，无法显示</translation>
        </message>
        <message>
            <source>cannot be shown ({why})</source>
            <translation>无法显示（{why}）</translation>
        </message>
        <message>
            <source>is encrypted (AES) and cannot be read without a password</source>
            <translation>已加密（AES），没有密码无法读取</translation>
        </message>
        <message>
            <source>is damaged: its objects refer to each other in a loop</source>
            <translation>已损坏：其对象相互循环引用</translation>
        </message>
        <message>
            <source>could not be shown: tile {column},{row} is outside the page</source>
            <translation>无法显示：图块 {column},{row} 超出页面范围</translation>
        </message>
        <message>
            <source>could not be shown: the renderer took longer than {seconds} s, and was stopped</source>
            <translation>无法显示：渲染器耗时超过 {seconds} 秒，已被停止</translation>
        </message>
        <message>
            <source>could not be shown ({why})</source>
            <translation>无法显示（{why}）</translation>
        </message>
        <message>
            <source>cannot be written: the file is not there</source>
            <translation>无法写入：文件不存在</translation>
        </message>
        <message>
            <source>is on a read-only disk or folder: the annotations stay in the library, the file is unchanged</source>
            <translation>位于只读磁盘或文件夹中：批注保留在文献库中，文件未更改</translation>
        </message>
    </context>
    <context>
        <name>pdf_hits</name>
        <message>
            <source>In the PDF, page {page}:</source>
            <translation>PDF 第 {page} 页：</translation>
        </message>
        <message>
            <source>no text layer (a scan?)</source>
            <translation>没有文字层（扫描件？）</translation>
        </message>
        <message>
            <source>A PDF cannot be searched: {reason}</source>
            <translation>某个 PDF 无法搜索：{reason}</translation>
        </message>
        <message>
            <source>In a comment, page {page} ({about}):</source>
            <translation>第 {page} 页的评论中（{about}）：</translation>
        </message>
        <message>
            <source>In an annotation, page {page} ({about}):</source>
            <translation>第 {page} 页的批注中（{about}）：</translation>
        </message>
    </context>
    <context>
        <name>pdf_import</name>
        <message>
            <source>DOI {doi}</source>
            <translation>DOI {doi}</translation>
        </message>
        <message>
            <source>arXiv {arxiv}</source>
            <translation>arXiv {arxiv}</translation>
        </message>
        <message>
            <source>{problem}; title from the file name, not searchable</source>
            <translation>{problem}；标题取自文件名，无法搜索</translation>
        </message>
        <message>
            <source>{problem}; not searchable</source>
            <translation>{problem}；无法搜索</translation>
        </message>
        <message>
            <source>no text layer (a scan?): title from the file name, not searchable</source>
            <translation>没有文本层（扫描件？）：标题取自文件名，无法搜索</translation>
        </message>
        <message>
            <source>title and authors inferred from the first page</source>
            <translation>标题和作者由首页推断</translation>
        </message>
        <message>
            <source>title and authors inferred from the PDF's metadata</source>
            <translation>标题和作者由 PDF 的元数据推断</translation>
        </message>
        <message>
            <source>title from the file name</source>
            <translation>标题取自文件名</translation>
        </message>
        <message>
            <source>lookup of {value} failed ({error}); title and authors inferred</source>
            <translation>查询 {value} 失败（{error}）；标题和作者为推断所得</translation>
        </message>
        <message>
            <source>Lookup of {value} failed ({error}); title and authors inferred from the PDF.</source>
            <translation>查询 {value} 失败（{error}）；标题和作者由 PDF 推断。</translation>
        </message>
        <message>
            <source>{path}: not imported: {reasons}</source>
            <translation>{path}：未导入：{reasons}</translation>
        </message>
        <message>
            <source>{path}: already in the library, attached to {key}</source>
            <translation>{path}：已在文献库中，附加于 {key}</translation>
        </message>
        <message>
            <source>{path}: added as {key}</source>
            <translation>{path}：已添加为 {key}</translation>
        </message>
        <message>
            <source>{path}: attached to the existing entry {key}</source>
            <translation>{path}：已附加到现有条目 {key}</translation>
        </message>
        <message numerus="yes">
            <source>%n PDFs</source>
            <translation>
                <numerusform>%n 个 PDF</numerusform>
            </translation>
        </message>
        <message>
            <source>{pdfs}: {added} added</source>
            <translation>{pdfs}：已添加 {added} 个</translation>
        </message>
        <message numerus="yes">
            <source>, %n attached to existing entries</source>
            <translation>
                <numerusform>，%n 个附加到现有条目</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>, %n already in the library</source>
            <translation>
                <numerusform>，%n 个已在文献库中</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>, %n not imported</source>
            <translation>
                <numerusform>，%n 个未导入</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>pdf_import_ui</name>
        <message numerus="yes">
            <source>Reading %n PDFs…</source>
            <translation>
                <numerusform>正在读取 %n 个 PDF…</numerusform>
            </translation>
        </message>
        <message>
            <source>Reading PDF {done} of {total}: {name}</source>
            <translation>正在读取 PDF（{done}/{total}）：{name}</translation>
        </message>
        <message>
            <source>The PDFs were not imported: {problem}</source>
            <translation>PDF 未导入：{problem}</translation>
        </message>
        <message>
            <source>Import PDFs</source>
            <translation>导入 PDF</translation>
        </message>
        <message>
            <source>Look Up Online…</source>
            <translation>在线查询…</translation>
        </message>
        <message>
            <source>Not Now</source>
            <translation>暂不</translation>
        </message>
        <message numerus="yes">
            <source>%n of the papers have a DOI or arXiv id: look them up online to complete them?</source>
            <translation>
                <numerusform>其中 %n 篇文献有 DOI 或 arXiv 编号：是否在线查询以补全信息？</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Import %n PDFs</source>
            <translation>
                <numerusform>导入 %n 个 PDF</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n lookups failed</source>
            <translation>
                <numerusform>%n 次查询失败</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>pdf_worker</name>
        <message>
            <source>a page took more than {seconds} s</source>
            <translation>某一页耗时超过 {seconds} 秒</translation>
        </message>
        <message>
            <source>reading took more than {seconds} s</source>
            <translation>读取耗时超过 {seconds} 秒</translation>
        </message>
        <message>
            <source>it needs more than {megabytes} MB</source>
            <translation>需要超过 {megabytes} MB</translation>
        </message>
        <message>
            <source>the PDF {problem}</source>
            <translation>该 PDF {problem}</translation>
        </message>
        <message>
            <source>is too costly to read ({why}); it is not read again unless asked</source>
            <translation>读取代价过高（{why}）；除非要求，否则不会再次读取</translation>
        </message>
        <message>
            <source>its first pages took more than {seconds} s</source>
            <translation>其前几页用时超过 {seconds} 秒</translation>
        </message>
    </context>
    <context>
        <name>people</name>
        <message>
            <source>This computer gives no user name to attach a display name to.</source>
            <translation>此计算机未提供可关联显示名称的用户名。</translation>
        </message>
        <message>
            <source>A display name has at most {most} characters.</source>
            <translation>显示名称最多 {most} 个字符。</translation>
        </message>
    </context>
    <context>
        <name>plans</name>
        <message>
            <source>{minutes} min</source>
            <translation>{minutes} 分钟</translation>
        </message>
        <message>
            <source>{hours} h</source>
            <translation>{hours} 小时</translation>
        </message>
        <message>
            <source>{hours} h {minutes} min</source>
            <translation>{hours} 小时 {minutes} 分钟</translation>
        </message>
        <message>
            <source>that reading list is no longer there</source>
            <translation>该阅读列表已不存在</translation>
        </message>
        <message>
            <source>'{text}' is not a date (write it as YYYY-MM-DD)</source>
            <translation>“{text}”不是日期（请写成 YYYY-MM-DD）</translation>
        </message>
        <message>
            <source>'{text}' is not a pace (write it as N/week, e.g. 5/week)</source>
            <translation>“{text}”不是速度（请写成 N/week，例如 5/week）</translation>
        </message>
        <message>
            <source>a pace must be more than 0 and at most {most} a week</source>
            <translation>速度必须大于 0 且每周不超过 {most}</translation>
        </message>
        <message>
            <source>{day} {month}</source>
            <translation>{month}{day}日</translation>
        </message>
        <message>
            <source>{day} {month} {year}</source>
            <translation>{year}年{month}{day}日</translation>
        </message>
        <message numerus="yes">
            <source>%n days</source>
            <translation>
                <numerusform>%n 天</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n papers</source>
            <translation>
                <numerusform>%n 篇文献</numerusform>
            </translation>
        </message>
        <message>
            <source>{count} papers</source>
            <translation>{count} 篇文献</translation>
        </message>
        <message>
            <source>, {days} after the deadline</source>
            <translation>，比截止日期晚 {days}</translation>
        </message>
        <message>
            <source>, {days} before the deadline</source>
            <translation>，比截止日期早 {days}</translation>
        </message>
        <message>
            <source>, on the deadline</source>
            <translation>，正好在截止日期</translation>
        </message>
        <message>
            <source>Everything in “{name}” has been read.</source>
            <translation>“{name}”中的所有内容均已读完。</translation>
        </message>
        <message>
            <source>{papers} left, about {time} of reading.</source>
            <translation>还剩 {papers}，约需阅读 {time}。</translation>
        </message>
        <message>
            <source>No pace yet: papers marked read in the last weeks teach it.</source>
            <translation>尚无阅读速度：最近几周标为已读的文献会得出它。</translation>
        </message>
        <message>
            <source>At your pace ({papers}, {time} a week) you finish on {day}{deadline}.</source>
            <translation>按您的速度（每周 {papers}，{time}），您将于 {day} 读完{deadline}。</translation>
        </message>
        <message>
            <source>At the goal's {count} a week, on {day}.</source>
            <translation>按目标的每周 {count} 篇，将于 {day} 读完。</translation>
        </message>
        <message>
            <source>on track with the goal</source>
            <translation>正按目标进度进行</translation>
        </message>
        <message>
            <source>{papers} ahead of the goal</source>
            <translation>比目标超前 {papers}</translation>
        </message>
        <message>
            <source>{papers} behind the goal</source>
            <translation>比目标落后 {papers}</translation>
        </message>
        <message>
            <source>no goal</source>
            <translation>无目标</translation>
        </message>
        <message>
            <source>by {day}</source>
            <translation>在 {day} 之前</translation>
        </message>
        <message>
            <source>{count} papers a week</source>
            <translation>每周 {count} 篇文献</translation>
        </message>
    </context>
    <context>
        <name>preferences</name>
        <message>
            <source>Preferences</source>
            <translation>首选项</translation>
        </message>
        <message>
            <source>you@university.edu (optional)</source>
            <translation>you@university.edu（可选）</translation>
        </message>
        <message>
            <source>optional</source>
            <translation>可选</translation>
        </message>
        <message>
            <source>&amp;Add Style File…</source>
            <translation>添加样式文件(&amp;A)…</translation>
        </message>
        <message>
            <source>Look up the DOI or arXiv id of PDFs dropped on the list</source>
            <translation>查询拖放到列表中的 PDF 的 DOI 或 arXiv 编号</translation>
        </message>
        <message>
            <source>Reading a paper's PDF marks an unread paper Reading</source>
            <translation>阅读未读文献的 PDF 时将其标记为“在读”</translation>
        </message>
        <message>
            <source>Looking papers up online</source>
            <translation>在线查询文献</translation>
        </message>
        <message>
            <source>Contact &amp;e-mail:</source>
            <translation>联系邮箱(&amp;E)：</translation>
        </message>
        <message>
            <source>Semantic Scholar API &amp;key:</source>
            <translation>Semantic Scholar API 密钥(&amp;K)：</translation>
        </message>
        <message>
            <source>Attached files</source>
            <translation>附件</translation>
        </message>
        <message>
            <source>&amp;Link files where they are</source>
            <translation>在原位置链接文件(&amp;L)</translation>
        </message>
        <message>
            <source>&amp;Copy files into the library's folder</source>
            <translation>将文件复制到文献库文件夹(&amp;C)</translation>
        </message>
        <message>
            <source>C&amp;hoose…</source>
            <translation>选择(&amp;H)…</translation>
        </message>
        <message>
            <source>&amp;Folder:</source>
            <translation>文件夹(&amp;F)：</translation>
        </message>
        <message>
            <source>Fields as in key patterns: [auth] [year] [title] ...</source>
            <translation>字段同引用键模式：[auth] [year] [title] ……</translation>
        </message>
        <message>
            <source>&amp;Names:</source>
            <translation>名称(&amp;N)：</translation>
        </message>
        <message>
            <source>Folder for Copies</source>
            <translation>副本文件夹</translation>
        </message>
        <message>
            <source>Citations</source>
            <translation>引文</translation>
        </message>
        <message>
            <source>Citation &amp;style:</source>
            <translation>引文样式(&amp;S)：</translation>
        </message>
        <message>
            <source>{label} (added)</source>
            <translation>{label}（已添加）</translation>
        </message>
        <message>
            <source>Add Citation Style</source>
            <translation>添加引文样式</translation>
        </message>
    </context>
    <context>
        <name>private_state</name>
        <message>
            <source>private notes and tags are for a shared library; on a file your notes and tags are yours</source>
            <translation>私人笔记和标签用于共享文献库；在文件文献库中，您的笔记和标签都属于您</translation>
        </message>
    </context>
    <context>
        <name>projects</name>
        <message>
            <source>no such citation format {fmt!r} (use {names})</source>
            <translation>没有引用格式 {fmt!r}（请使用 {names}）</translation>
        </message>
        <message>
            <source>{parent} is not in a git working tree</source>
            <translation>{parent} 不在 git 工作树中</translation>
        </message>
        <message>
            <source>git {command} failed: {reason}</source>
            <translation>git {command} 失败：{reason}</translation>
        </message>
        <message>
            <source>git is not installed</source>
            <translation>未安装 git</translation>
        </message>
        <message>
            <source>git did not finish within {seconds} s</source>
            <translation>git 未在 {seconds} 秒内完成</translation>
        </message>
        <message>
            <source>{path}: no file is kept for this project</source>
            <translation>{path}：此项目没有维护的文件</translation>
        </message>
        <message>
            <source>that reading list is no longer in the library</source>
            <translation>该阅读列表已不在文献库中</translation>
        </message>
        <message>
            <source>unknown export format {flavour!r} (use {names})</source>
            <translation>未知导出格式 {flavour!r}（请使用 {names}）</translation>
        </message>
        <message>
            <source>a git commit needs a kept file (--bib)</source>
            <translation>git 提交需要一个维护的文件（--bib）</translation>
        </message>
        <message>
            <source>{path} is not a linked writing project</source>
            <translation>{path} 不是已链接的写作项目</translation>
        </message>
    </context>
    <context>
        <name>projects.cayw_ui</name>
        <message>
            <source>Cannot start the server: {reason}</source>
            <translation>无法启动服务器：{reason}</translation>
        </message>
        <message>
            <source>Cite as you write: {address}</source>
            <translation>边写边引：{address}</translation>
        </message>
    </context>
    <context>
        <name>projects.editor_settings</name>
        <message>
            <source>Push to Editor</source>
            <translation>推送到编辑器</translation>
        </message>
        <message>
            <source>as started: nvim --listen ADDRESS (or $NVIM)</source>
            <translation>启动时的地址：nvim --listen 地址（或 $NVIM）</translation>
        </message>
        <message>
            <source>Push to:</source>
            <translation>推送到：</translation>
        </message>
        <message>
            <source>Neovim server address:</source>
            <translation>Neovim 服务器地址：</translation>
        </message>
        <message>
            <source>Vim server name:</source>
            <translation>Vim 服务器名称：</translation>
        </message>
        <message>
            <source>Each command may use {citation}, {keys}, {elisp}, {keystrokes} and {server}; leave it blank for the default shown.</source>
            <translation>每个命令可使用 {citation}、{keys}、{elisp}、{keystrokes} 和 {server}；留空则使用显示的默认命令。</translation>
        </message>
        <message>
            <source>{editor} command:</source>
            <translation>{editor} 命令：</translation>
        </message>
        <message>
            <source>{editor} command: {reason}</source>
            <translation>{editor} 命令：{reason}</translation>
        </message>
    </context>
    <context>
        <name>projects.picker</name>
        <message>
            <source>Cite</source>
            <translation>引用</translation>
        </message>
        <message>
            <source>Search to cite: words, key:, author:…</source>
            <translation>搜索以引用：词语、key:、author:…</translation>
        </message>
    </context>
    <context>
        <name>projects.push_ui</name>
        <message>
            <source>Select the papers to cite first</source>
            <translation>请先选择要引用的论文</translation>
        </message>
        <message>
            <source>Pushed {citation} to {editor}</source>
            <translation>已将 {citation} 推送到 {editor}</translation>
        </message>
    </context>
    <context>
        <name>projects.standalone</name>
        <message>
            <source>Papershelf — Cite</source>
            <translation>Papershelf — 引用</translation>
        </message>
    </context>
    <context>
        <name>projects.ui</name>
        <message>
            <source>Link Writing Project</source>
            <translation>关联写作项目</translation>
        </message>
        <message>
            <source>Keep a .bib of the cited entries (Cancel: none)</source>
            <translation>保存已引用条目的 .bib（取消：不保存）</translation>
        </message>
        <message>
            <source>Cannot link {file}: {reason}</source>
            <translation>无法关联 {file}：{reason}</translation>
        </message>
        <message>
            <source>Linked {path}</source>
            <translation>已关联 {path}</translation>
        </message>
        <message>
            <source>Cannot write {path}: {reason}</source>
            <translation>无法写入 {path}：{reason}</translation>
        </message>
        <message>
            <source>{path}
{cited} cited in the library, {missing} missing, {uncited} in its list never cited</source>
            <translation>{path}
文献库中已引用 {cited} 篇，缺失 {missing} 篇，其列表中从未引用 {uncited} 篇</translation>
        </message>
    </context>
    <context>
        <name>projects.view</name>
        <message>
            <source>add by identifier: {identifier}</source>
            <translation>按标识符添加：{identifier}</translation>
        </message>
        <message>
            <source>closest: {keys}</source>
            <translation>最接近：{keys}</translation>
        </message>
        <message>
            <source>{name} — Writing project</source>
            <translation>{name}——写作项目</translation>
        </message>
        <message>
            <source>Write .bib Now</source>
            <translation>立即写入 .bib</translation>
        </message>
        <message>
            <source>Unlink</source>
            <translation>取消关联</translation>
        </message>
        <message>
            <source>Double-click or Enter: add {identifier} by identifier</source>
            <translation>双击或按 Enter：按标识符添加 {identifier}</translation>
        </message>
        <message>
            <source>{path} (read from {origin})</source>
            <translation>{path}（读取自{origin}）</translation>
        </message>
        <message>
            <source>It cites everything (\nocite{*} or @*).</source>
            <translation>它引用了全部条目（\nocite{*} 或 @*）。</translation>
        </message>
        <message>
            <source>Kept written with the cited entries: {path}</source>
            <translation>随已引用条目持续写入：{path}</translation>
        </message>
        <message numerus="yes">
            <source>%n cited entries lack what the style needs (⚠).</source>
            <translation>
                <numerusform>%n 个已引用条目缺少样式所需的内容（⚠）。</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>quick_tag</name>
        <message numerus="yes">
            <source>%n entries</source>
            <translation>
                <numerusform>%n 个条目</numerusform>
            </translation>
        </message>
        <message>
            <source>On {on} of the {selected} selected; {total} in all</source>
            <translation>在所选 {selected}中有 {on} 个；共 {total}</translation>
        </message>
        <message>
            <source>Add</source>
            <translation>添加</translation>
        </message>
        <message>
            <source>Enter adds the tag</source>
            <translation>Enter 添加标签</translation>
        </message>
        <message>
            <source>Remove</source>
            <translation>移除</translation>
        </message>
        <message>
            <source>Enter removes the tag (Shift+Enter does once)</source>
            <translation>Enter 移除标签（Shift+Enter 仅此一次）</translation>
        </message>
        <message>
            <source>Filter or create a tag…</source>
            <translation>筛选或新建标签…</translation>
        </message>
        <message>
            <source>Remove a tag from {entries}</source>
            <translation>从 {entries}移除标签</translation>
        </message>
        <message>
            <source>Enter removes · Shift+Enter adds · Esc closes</source>
            <translation>Enter 移除 · Shift+Enter 添加 · Esc 关闭</translation>
        </message>
        <message>
            <source>Tag {entries}</source>
            <translation>为 {entries}添加标签</translation>
        </message>
        <message>
            <source>Enter adds · Shift+Enter removes · Esc closes</source>
            <translation>Enter 添加 · Shift+Enter 移除 · Esc 关闭</translation>
        </message>
        <message>
            <source>A new tag for the {entries}</source>
            <translation>为这 {entries}新建标签</translation>
        </message>
    </context>
    <context>
        <name>read_only</name>
        <message>
            <source>This library is open in another Papershelf window (PID {pid}); this window is read-only.</source>
            <translation>此文献库已在另一个 Papershelf 窗口中打开（PID {pid}）；此窗口为只读。</translation>
        </message>
        <message>
            <source>{library} is open read-only ({reason}); this window can only read it.</source>
            <translation>{library} 以只读方式打开（{reason}）；此窗口只能读取它。</translation>
        </message>
        <message>
            <source>This library file is damaged ({reason}); this window is read-only so nothing more is written to it. Restore a backup (File › Restore from Backup), or copy out what you need.</source>
            <translation>此文献库文件已损坏（{reason}）；此窗口为只读，不会再写入任何内容。请恢复备份（文件 › 从备份恢复），或复制出您需要的内容。</translation>
        </message>
    </context>
    <context>
        <name>reader.annotating</name>
        <message>
            <source>Save Annotations to PDF</source>
            <translation>将批注保存到 PDF</translation>
        </message>
        <message>
            <source>Saved into {file}: {added} added, {updated} updated, {removed} removed; the file as it was is kept at {backup}</source>
            <translation>已保存到 {file}：添加 {added} 个，更新 {updated} 个，移除 {removed} 个；原文件保留在 {backup}</translation>
        </message>
    </context>
    <context>
        <name>reader.commands</name>
        <message>
            <source>Delete annotation</source>
            <translation>删除批注</translation>
        </message>
    </context>
    <context>
        <name>reader.find</name>
        <message>
            <source>not found</source>
            <translation>未找到</translation>
        </message>
        <message>
            <source>searching…</source>
            <translation>正在搜索…</translation>
        </message>
        <message>
            <source>{number} of {total}</source>
            <translation>{number}/{total}</translation>
        </message>
    </context>
    <context>
        <name>reader.launcher</name>
        <message>
            <source>Cannot read this paper: {reason}.</source>
            <translation>无法阅读这篇文献：{reason}。</translation>
        </message>
    </context>
    <context>
        <name>reader.outline</name>
        <message>
            <source>Contents</source>
            <translation>目录</translation>
        </message>
        <message>
            <source>Page</source>
            <translation>页码</translation>
        </message>
    </context>
    <context>
        <name>reader.panel</name>
        <message>
            <source>p. {page} · {kind}</source>
            <translation>第 {page} 页 · {kind}</translation>
        </message>
        <message>
            <source>Annotations</source>
            <translation>批注</translation>
        </message>
        <message>
            <source>Annotations ({count})</source>
            <translation>批注（{count}）</translation>
        </message>
        <message>
            <source>No annotations yet</source>
            <translation>暂无批注</translation>
        </message>
    </context>
    <context>
        <name>reader.window</name>
        <message>
            <source>{title} — Reader</source>
            <translation>{title}——阅读器</translation>
        </message>
        <message>
            <source>Password</source>
            <translation>密码</translation>
        </message>
        <message>
            <source>{file} {why}. Password:</source>
            <translation>{file} {why}。密码：</translation>
        </message>
        <message>
            <source>Annotations in the file could not be kept: {reason}</source>
            <translation>无法保留文件中的批注：{reason}</translation>
        </message>
        <message>
            <source>This PDF could not be shown: {file} {why}.</source>
            <translation>无法显示此 PDF：{file} {why}。</translation>
        </message>
        <message>
            <source>Annotations</source>
            <translation>批注</translation>
        </message>
        <message>
            <source>Contents</source>
            <translation>目录</translation>
        </message>
        <message>
            <source>Pages</source>
            <translation>页面</translation>
        </message>
        <message>
            <source>&amp;Undo</source>
            <translation>撤销(&amp;U)</translation>
        </message>
        <message>
            <source>&amp;Redo</source>
            <translation>重做(&amp;R)</translation>
        </message>
        <message>
            <source>Reader</source>
            <translation>阅读器</translation>
        </message>
        <message>
            <source>Find in PDF (Ctrl+F)</source>
            <translation>在 PDF 中查找 (Ctrl+F)</translation>
        </message>
        <message>
            <source> Page </source>
            <translation> 页 </translation>
        </message>
        <message>
            <source>Open Link</source>
            <translation>打开链接</translation>
        </message>
        <message>
            <source>Open this address from the PDF in your browser?

{address}</source>
            <translation>要在浏览器中打开 PDF 中的这个地址吗？

{address}</translation>
        </message>
        <message>
            <source>The annotations in {file} could not be read: it {why}.</source>
            <translation>无法读取 {file} 中的批注：{why}。</translation>
        </message>
        <message>
            <source>Page {page} could not be shown: {why}.</source>
            <translation>无法显示第 {page} 页：{why}。</translation>
        </message>
    </context>
    <context>
        <name>reading_page</name>
        <message>
            <source>Untitled</source>
            <translation>无标题</translation>
        </message>
        <message>
            <source>Title inferred from the abstract — Edit to correct it</source>
            <translation>标题由摘要推断 — 点击“编辑”更正</translation>
        </message>
        <message>
            <source>Title inferred from its PDF — Edit to correct it</source>
            <translation>标题由其 PDF 推断 — 点击“编辑”更正</translation>
        </message>
        <message>
            <source>No authors</source>
            <translation>无作者</translation>
        </message>
        <message>
            <source>and {count} more</source>
            <translation>及其他 {count} 人</translation>
        </message>
        <message>
            <source>No abstract.</source>
            <translation>无摘要。</translation>
        </message>
        <message>
            <source>NOTES</source>
            <translation>笔记</translation>
        </message>
        <message>
            <source>No notes yet — Edit to add your thoughts.</source>
            <translation>暂无笔记 — 点击“编辑”添加你的想法。</translation>
        </message>
        <message>
            <source>Lists</source>
            <translation>列表</translation>
        </message>
        <message>
            <source>Key</source>
            <translation>引用键</translation>
        </message>
        <message>
            <source>Keywords</source>
            <translation>关键词</translation>
        </message>
        <message>
            <source>Editors</source>
            <translation>编者</translation>
        </message>
        <message>
            <source>Added</source>
            <translation>添加于</translation>
        </message>
        <message>
            <source>Read on</source>
            <translation>阅读于</translation>
        </message>
        <message>
            <source>DETAILS</source>
            <translation>详细信息</translation>
        </message>
    </context>
    <context>
        <name>reference_preview</name>
        <message>
            <source>Reference · {name}</source>
            <translation>参考文献 · {name}</translation>
        </message>
        <message>
            <source>Reference</source>
            <translation>参考文献</translation>
        </message>
    </context>
    <context>
        <name>related_panel</name>
        <message>
            <source>{percent} alike</source>
            <translation>相似度 {percent}</translation>
        </message>
        <message>
            <source> — shared: {words}</source>
            <translation>——共有：{words}</translation>
        </message>
        <message>
            <source>Related paper: {title}, {alike}</source>
            <translation>相关文献：{title}，{alike}</translation>
        </message>
        <message>
            <source>Suggested:</source>
            <translation>建议：</translation>
        </message>
        <message>
            <source>Add the tag '{name}' ({why})</source>
            <translation>添加标签“{name}”（{why}）</translation>
        </message>
        <message>
            <source>RELATED PAPERS</source>
            <translation>相关文献</translation>
        </message>
        <message>
            <source>Nothing alike yet</source>
            <translation>暂无相似文献</translation>
        </message>
    </context>
    <context>
        <name>ris</name>
        <message>
            <source>not a text file (it contains NUL bytes)</source>
            <translation>不是文本文件（包含 NUL 字节）</translation>
        </message>
        <message>
            <source>not a RIS file (it has no 'TY  - ' line)</source>
            <translation>不是 RIS 文件（没有“TY  - ”行）</translation>
        </message>
        <message>
            <source>text outside a record was ignored: '{text}'</source>
            <translation>已忽略记录之外的文本：“{text}”</translation>
        </message>
        <message>
            <source>the record has no 'ER' line</source>
            <translation>该记录没有“ER”行</translation>
        </message>
        <message>
            <source>the record could not be read (malformed tag lines: {error})</source>
            <translation>无法读取该记录（标记行格式错误：{error}）</translation>
        </message>
        <message>
            <source>the record could not be read</source>
            <translation>无法读取该记录</translation>
        </message>
        <message>
            <source>the record is empty (only its type)</source>
            <translation>该记录为空（只有类型）</translation>
        </message>
    </context>
    <context>
        <name>saved_searches</name>
        <message>
            <source>a saved search needs a name</source>
            <translation>保存的搜索需要名称</translation>
        </message>
        <message>
            <source>a saved search's name can be at most {most} characters</source>
            <translation>保存的搜索名称最多 {most} 个字符</translation>
        </message>
        <message>
            <source>saved search {number} is not in the library</source>
            <translation>保存的搜索 {number} 不在文献库中</translation>
        </message>
        <message>
            <source>a saved search called '{name}' already exists</source>
            <translation>已存在名为“{name}”的保存的搜索</translation>
        </message>
        <message>
            <source>a saved search needs a query or a scope</source>
            <translation>保存的搜索需要查询或范围</translation>
        </message>
    </context>
    <context>
        <name>search</name>
        <message>
            <source>unmatched ')' ignored</source>
            <translation>已忽略不匹配的 ')'</translation>
        </message>
        <message>
            <source>OR needs a term on each side</source>
            <translation>OR 两侧都需要有搜索词</translation>
        </message>
        <message>
            <source>AND needs a term on each side</source>
            <translation>AND 两侧都需要有搜索词</translation>
        </message>
        <message>
            <source>nothing to exclude after '-' or NOT</source>
            <translation>'-' 或 NOT 之后没有要排除的内容</translation>
        </message>
        <message>
            <source>only the first {count} terms are used</source>
            <translation>只使用前 {count} 个搜索词</translation>
        </message>
        <message>
            <source>parentheses nested too deeply; the inner ones were ignored</source>
            <translation>括号嵌套过深；已忽略内层括号</translation>
        </message>
        <message>
            <source>missing closing parenthesis</source>
            <translation>缺少右括号</translation>
        </message>
        <message>
            <source>'{text}' has no letters or digits; ignored</source>
            <translation>“{text}”不含字母或数字；已忽略</translation>
        </message>
        <message>
            <source>missing closing quote</source>
            <translation>缺少右引号</translation>
        </message>
        <message>
            <source>empty quotes ignored</source>
            <translation>已忽略空引号</translation>
        </message>
        <message>
            <source>{field}: needs a value, e.g. {example}</source>
            <translation>{field}: 需要一个值，例如 {example}</translation>
        </message>
        <message>
            <source>fulltext: needs words, e.g. fulltext:"a sentence"</source>
            <translation>fulltext: 需要词语，例如 fulltext:"一个句子"</translation>
        </message>
        <message>
            <source>annotation: needs words, e.g. annotation:"a highlighted phrase"</source>
            <translation>annotation: 需要词语，例如 annotation:"一段高亮文字"</translation>
        </message>
        <message>
            <source>a lone '-' was ignored (write -word to exclude a word)</source>
            <translation>已忽略单独的“-”（写 -词语 可排除该词）</translation>
        </message>
        <message>
            <source>unknown field '{field}:'; searched as text</source>
            <translation>未知字段“{field}:”；已按文本搜索</translation>
        </message>
        <message>
            <source>status: is unread, reading or read</source>
            <translation>status: 取值为 unread、reading 或 read</translation>
        </message>
    </context>
    <context>
        <name>search_box</name>
        <message>
            <source>Search: words, "phrases", tag:ml, year:&gt;=2022, -word…  (Ctrl+F)</source>
            <translation>搜索：词语、"短语"、tag:ml、year:&gt;=2022、-排除词…（Ctrl+F）</translation>
        </message>
        <message>
            <source>How to search</source>
            <translation>如何搜索</translation>
        </message>
    </context>
    <context>
        <name>shared_library</name>
        <message>
            <source>A shared library's URL starts with postgresql:// (or postgres://).</source>
            <translation>共享文献库的 URL 以 postgresql://（或 postgres://）开头。</translation>
        </message>
        <message>
            <source>This URL cannot be read ({reason}).</source>
            <translation>无法解析此 URL（{reason}）。</translation>
        </message>
        <message>
            <source>Open Shared Library</source>
            <translation>打开共享文献库</translation>
        </message>
        <message>
            <source>db.lab.example (empty: this computer)</source>
            <translation>db.lab.example（留空：本机）</translation>
        </message>
        <message>
            <source>your login name on this computer</source>
            <translation>您在本机上的登录名</translation>
        </message>
        <message>
            <source>Open</source>
            <translation>打开</translation>
        </message>
        <message>
            <source>A library on a PostgreSQL server, shared with your lab:</source>
            <translation>PostgreSQL 服务器上与您的实验室共享的文献库：</translation>
        </message>
        <message>
            <source>Name the database (or paste a URL).</source>
            <translation>请填写数据库名（或粘贴 URL）。</translation>
        </message>
        <message>
            <source>Opens {library}</source>
            <translation>将打开 {library}</translation>
        </message>
        <message>
            <source>Papershelf could not start a new window for {library}.</source>
            <translation>Papershelf 无法为 {library} 打开新窗口。</translation>
        </message>
    </context>
    <context>
        <name>shortcuts_dialog</name>
        <message>
            <source>Keyboard Shortcuts</source>
            <translation>键盘快捷键</translation>
        </message>
        <message>
            <source>Filter: an action or a key (e.g. “tag”, “Ctrl+T”)</source>
            <translation>筛选：操作或按键（例如“标签”“Ctrl+T”）</translation>
        </message>
    </context>
    <context>
        <name>sidebar</name>
        <message>
            <source>Filter tags…</source>
            <translation>筛选标签…</translation>
        </message>
        <message>
            <source>With all of these tags  ⇄</source>
            <translation>包含所有这些标签  ⇄</translation>
        </message>
        <message>
            <source>Showing papers with all of the selected tags: click to switch to any</source>
            <translation>正在显示包含所有所选标签的文献：单击切换为包含任一标签</translation>
        </message>
        <message>
            <source>With any of these tags  ⇄</source>
            <translation>包含任一这些标签  ⇄</translation>
        </message>
        <message>
            <source>Showing papers with any of the selected tags: click to switch to all</source>
            <translation>正在显示包含任一所选标签的文献：单击切换为包含所有标签</translation>
        </message>
        <message>
            <source>Rename…</source>
            <translation>重命名…</translation>
        </message>
        <message>
            <source>Change Colour…</source>
            <translation>更改颜色…</translation>
        </message>
        <message>
            <source>Include Again</source>
            <translation>重新包含</translation>
        </message>
        <message>
            <source>Exclude from Results</source>
            <translation>从结果中排除</translation>
        </message>
        <message>
            <source>Delete Tag</source>
            <translation>删除标签</translation>
        </message>
        <message>
            <source>New Tag…</source>
            <translation>新建标签…</translation>
        </message>
        <message>
            <source>Read Next</source>
            <translation>阅读下一篇</translation>
        </message>
        <message>
            <source>Edit Description…</source>
            <translation>编辑描述…</translation>
        </message>
        <message>
            <source>Keep Exported To…</source>
            <translation>持续导出到…</translation>
        </message>
        <message>
            <source>Stop Keeping Exported</source>
            <translation>停止持续导出</translation>
        </message>
        <message>
            <source>Delete List</source>
            <translation>删除列表</translation>
        </message>
        <message>
            <source>New Reading List…</source>
            <translation>新建阅读列表…</translation>
        </message>
        <message>
            <source>Sort Tags by Name</source>
            <translation>按名称排序标签</translation>
        </message>
        <message>
            <source>Sort Tags by Count</source>
            <translation>按数量排序标签</translation>
        </message>
        <message numerus="yes">
            <source>Merge %n Tags into '{tag}'</source>
            <translation>
                <numerusform>将 %n 个标签合并到“{tag}”</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>sidebar_model</name>
        <message>
            <source>Library</source>
            <translation>文献库</translation>
        </message>
        <message>
            <source>Reading lists</source>
            <translation>阅读列表</translation>
        </message>
        <message>
            <source>Tags</source>
            <translation>标签</translation>
        </message>
        <message>
            <source>Saved searches</source>
            <translation>已保存的搜索</translation>
        </message>
        <message>
            <source>Writing projects</source>
            <translation>写作项目</translation>
        </message>
        <message>
            <source>All entries</source>
            <translation>全部条目</translation>
        </message>
        <message numerus="yes">
            <source>Added in the last %n days</source>
            <translation>
                <numerusform>最近 %n 天内添加</numerusform>
            </translation>
        </message>
        <message>
            <source>Recently added</source>
            <translation>最近添加</translation>
        </message>
        <message>
            <source>In no reading list</source>
            <translation>不在任何阅读列表中</translation>
        </message>
        <message>
            <source>Unfiled</source>
            <translation>未归入列表</translation>
        </message>
        <message>
            <source>Papers with an attached file not found</source>
            <translation>附件找不到的文献</translation>
        </message>
        <message>
            <source>Missing files</source>
            <translation>缺失的文件</translation>
        </message>
    </context>
    <context>
        <name>stats_view</name>
        <message>
            <source>Other</source>
            <translation>其他</translation>
        </message>
        <message>
            <source>Reading statistics</source>
            <translation>阅读统计</translation>
        </message>
        <message>
            <source>Added and read per month</source>
            <translation>每月添加与阅读</translation>
        </message>
        <message>
            <source>Backlog</source>
            <translation>待读积压</translation>
        </message>
        <message>
            <source>papers not read yet, at the end of each month</source>
            <translation>每月末尚未阅读的文献</translation>
        </message>
        <message>
            <source>Time from added to read</source>
            <translation>从添加到阅读的时间</translation>
        </message>
        <message>
            <source>read papers that know when</source>
            <translation>已知阅读时间的已读文献</translation>
        </message>
        <message>
            <source>By venue</source>
            <translation>按出处</translation>
        </message>
        <message>
            <source>green: read</source>
            <translation>绿色：已读</translation>
        </message>
        <message>
            <source>By publication year</source>
            <translation>按出版年份</translation>
        </message>
        <message>
            <source>By tag</source>
            <translation>按标签</translation>
        </message>
        <message>
            <source>No tags yet</source>
            <translation>暂无标签</translation>
        </message>
        <message>
            <source>Reading Statistics</source>
            <translation>阅读统计</translation>
        </message>
        <message>
            <source>Export PNG…</source>
            <translation>导出 PNG…</translation>
        </message>
        <message>
            <source>Show &amp;Numbers…</source>
            <translation>显示数字(&amp;N)…</translation>
        </message>
        <message>
            <source>Close</source>
            <translation>关闭</translation>
        </message>
        <message>
            <source>Export statistics</source>
            <translation>导出统计</translation>
        </message>
        <message>
            <source>PNG image (*.png)</source>
            <translation>PNG 图像 (*.png)</translation>
        </message>
    </context>
    <context>
        <name>table_cells</name>
        <message>
            <source>p. {page}</source>
            <translation>第 {page} 页</translation>
        </message>
        <message>
            <source>p. {page} of {total}</source>
            <translation>第 {page} 页，共 {total} 页</translation>
        </message>
    </context>
    <context>
        <name>tag_editor</name>
        <message>
            <source>Type to find a tag; Enter or comma adds it, Backspace removes the last</source>
            <translation>输入以查找标签；按 Enter 或逗号添加，按退格键移除最后一个</translation>
        </message>
    </context>
    <context>
        <name>tags</name>
        <message>
            <source>'{text}' is not a colour; write it as #rrggbb, e.g. #2563eb</source>
            <translation>“{text}”不是颜色；请写成 #rrggbb，例如 #2563eb</translation>
        </message>
        <message>
            <source>a tag needs a name</source>
            <translation>标签需要名称</translation>
        </message>
        <message>
            <source>a tag name can be at most {most} characters long</source>
            <translation>标签名称最多 {most} 个字符</translation>
        </message>
        <message>
            <source>there is no tag called '{name}'</source>
            <translation>没有名为“{name}”的标签</translation>
        </message>
        <message>
            <source>the tag '{name}' was deleted meanwhile</source>
            <translation>标签“{name}”已在此期间被删除</translation>
        </message>
        <message>
            <source>cannot put the tags back: a name is taken now ({exc})</source>
            <translation>无法恢复标签：某个名称现已被占用（{exc}）</translation>
        </message>
        <message>
            <source>a tag called '{name}' already exists</source>
            <translation>名为“{name}”的标签已存在</translation>
        </message>
        <message>
            <source>'{text}' has an empty level; levels of a tag are separated by one '/', e.g. ml/rl</source>
            <translation>“{text}”有空层级；标签的层级用一个“/”分隔，例如 ml/rl</translation>
        </message>
    </context>
    <context>
        <name>tex_project</name>
        <message>
            <source>{name}: not a readable biblatex control file ({error})</source>
            <translation>{name}：不是可读取的 biblatex 控制文件（{error}）</translation>
        </message>
        <message>
            <source>{path}: not a LaTeX (.tex) or Markdown (.md, .qmd) document</source>
            <translation>{path}：不是 LaTeX（.tex）或 Markdown（.md、.qmd）文档</translation>
        </message>
        <message>
            <source>{path}: no such file or folder</source>
            <translation>{path}：没有此文件或文件夹</translation>
        </message>
        <message>
            <source>{path}: no LaTeX or Markdown document in this folder</source>
            <translation>{path}：此文件夹中没有 LaTeX 或 Markdown 文档</translation>
        </message>
        <message>
            <source>{path}: cannot read ({error})</source>
            <translation>{path}：无法读取（{error}）</translation>
        </message>
    </context>
    <context>
        <name>triage</name>
        <message>
            <source>Go through the unread papers of the view you came from, or the new imports</source>
            <translation>逐一查看来源视图中的未读文献，或新导入的文献</translation>
        </message>
        <message>
            <source>Back to Library  (Esc)</source>
            <translation>返回文献库  (Esc)</translation>
        </message>
        <message numerus="yes">
            <source>New imports — unread papers added in the last %n days</source>
            <translation>
                <numerusform>新导入——最近 %n 天添加的未读文献</numerusform>
            </translation>
        </message>
        <message>
            <source>{number} of {total}  ·  {left} left</source>
            <translation>第 {number}/{total} 篇  ·  剩余 {left} 篇</translation>
        </message>
        <message>
            <source>Nothing to triage</source>
            <translation>没有需要筛选的文献</translation>
        </message>
        <message>
            <source>&lt;h2&gt;Nothing to triage here&lt;/h2&gt;&lt;p&gt;Every paper of this view has been read or started.&lt;/p&gt;</source>
            <translation>&lt;h2&gt;这里没有需要筛选的文献&lt;/h2&gt;&lt;p&gt;此视图中的每篇文献都已读或已开始阅读。&lt;/p&gt;</translation>
        </message>
        <message numerus="yes">
            <source>&lt;h2&gt;All caught up&lt;/h2&gt;&lt;p&gt;You went through %n papers: {read} read, {now} to read now, {skipped} skipped.&lt;/p&gt;&lt;p&gt;← goes back · Esc returns to the library&lt;/p&gt;</source>
            <translation>
                <numerusform>&lt;h2&gt;全部完成&lt;/h2&gt;&lt;p&gt;您已看过 %n 篇文献：{read} 篇已读，{now} 篇现在阅读，{skipped} 篇跳过。&lt;/p&gt;&lt;p&gt;← 返回上一篇 · Esc 返回文献库&lt;/p&gt;</numerusform>
            </translation>
        </message>
        <message>
            <source>Marked read — Ctrl+Z undoes it</source>
            <translation>已标记为已读——按 Ctrl+Z 撤销</translation>
        </message>
        <message>
            <source>Marked reading — Ctrl+Z undoes it</source>
            <translation>已标记为在读——按 Ctrl+Z 撤销</translation>
        </message>
        <message>
            <source>No reading lists yet</source>
            <translation>尚无阅读列表</translation>
        </message>
    </context>
    <context>
        <name>triage_card</name>
        <message numerus="yes">
            <source>{authors}, and %n more</source>
            <translation>
                <numerusform>{authors} 等另外 %n 人</numerusform>
            </translation>
        </message>
        <message>
            <source>Untitled</source>
            <translation>无标题</translation>
        </message>
        <message>
            <source>No abstract.</source>
            <translation>无摘要。</translation>
        </message>
        <message>
            <source>Suggested tags</source>
            <translation>建议的标签</translation>
        </message>
        <message>
            <source>Add the tag '{name}' (Ctrl+{number})</source>
            <translation>添加标签“{name}”(Ctrl+{number})</translation>
        </message>
    </context>
    <context>
        <name>triage_session</name>
        <message>
            <source>in “{list}”</source>
            <translation>“{list}”中</translation>
        </message>
        <message>
            <source>in a reading list</source>
            <translation>某个阅读列表中</translation>
        </message>
        <message>
            <source>tagged “{tag}”</source>
            <translation>带有标签“{tag}”</translation>
        </message>
        <message>
            <source>with the chosen tags</source>
            <translation>带有所选标签</translation>
        </message>
        <message numerus="yes">
            <source>added in the last %n days</source>
            <translation>
                <numerusform>最近 %n 天添加</numerusform>
            </translation>
        </message>
        <message>
            <source>in no reading list</source>
            <translation>不在任何阅读列表中</translation>
        </message>
        <message>
            <source>with a missing file</source>
            <translation>文件缺失</translation>
        </message>
        <message>
            <source>in the library</source>
            <translation>文献库中</translation>
        </message>
        <message>
            <source>Unread papers {place} matching “{query}”</source>
            <translation>{place}与“{query}”匹配的未读文献</translation>
        </message>
        <message>
            <source>Unread papers {place}</source>
            <translation>{place}的未读文献</translation>
        </message>
    </context>
    <context>
        <name>web</name>
        <message>
            <source>{service} sent {kind}, not an object</source>
            <translation>{service} 返回的是 {kind}，不是对象</translation>
        </message>
        <message>
            <source>{service} sent an answer that could not be read ({why})</source>
            <translation>{service} 返回的应答无法读取（{why}）</translation>
        </message>
        <message>
            <source>not an Atom feed ({error})</source>
            <translation>不是 Atom 订阅源（{error}）</translation>
        </message>
        <message>
            <source>not an Atom feed</source>
            <translation>不是 Atom 订阅源</translation>
        </message>
        <message>
            <source>the arXiv API reported an error</source>
            <translation>arXiv API 报告了一个错误</translation>
        </message>
    </context>
    <context>
        <name>widgets</name>
        <message>
            <source>{rating} of {most} stars</source>
            <translation>{rating} / {most} 星</translation>
        </message>
        <message>
            <source>Not rated</source>
            <translation>未评分</translation>
        </message>
        <message>
            <source>{rating} — click a star or press 0-5</source>
            <translation>{rating}——单击星标或按 0-5</translation>
        </message>
        <message>
            <source>Mark as {status}</source>
            <translation>标记为“{status}”</translation>
        </message>
    </context>
    <context>
        <name>window_menus</name>
        <message>
            <source>&amp;File</source>
            <translation>文件(&amp;F)</translation>
        </message>
        <message>
            <source>&amp;Edit</source>
            <translation>编辑(&amp;E)</translation>
        </message>
        <message>
            <source>&amp;View</source>
            <translation>视图(&amp;V)</translation>
        </message>
        <message>
            <source>&amp;Paper</source>
            <translation>文献(&amp;P)</translation>
        </message>
        <message>
            <source>&amp;Help</source>
            <translation>帮助(&amp;H)</translation>
        </message>
        <message>
            <source>&amp;Undo</source>
            <translation>撤销(&amp;U)</translation>
        </message>
        <message>
            <source>&amp;Redo</source>
            <translation>重做(&amp;R)</translation>
        </message>
        <message>
            <source>&amp;Columns</source>
            <translation>列(&amp;C)</translation>
        </message>
        <message>
            <source>Ra&amp;ting</source>
            <translation>评分(&amp;T)</translation>
        </message>
    </context>
    <context>
        <name>zotero</name>
        <message>
            <source>no address</source>
            <translation>无地址</translation>
        </message>
        <message>
            <source>a link to a web page ({url}), not a file</source>
            <translation>网页链接（{url}），不是文件</translation>
        </message>
        <message>
            <source>Zotero keeps no path for it</source>
            <translation>Zotero 没有保存它的路径</translation>
        </message>
        <message>
            <source>its path is relative to Zotero's base directory, which was not given (--zotero-base)</source>
            <translation>其路径相对于 Zotero 的基础目录，但未指定该目录（--zotero-base）</translation>
        </message>
        <message>
            <source>attachment '{name}' not brought: {why}</source>
            <translation>附件“{name}”未导入：{why}</translation>
        </message>
        <message>
            <source>attachment '{name}' is missing: no file at {path}</source>
            <translation>附件“{name}”缺失：{path} 处没有文件</translation>
        </message>
        <message>
            <source>no such file</source>
            <translation>没有此文件</translation>
        </message>
        <message>
            <source>cannot be opened: {why}</source>
            <translation>无法打开：{why}</translation>
        </message>
        <message>
            <source>is not a SQLite database ({why})</source>
            <translation>不是 SQLite 数据库（{why}）</translation>
        </message>
        <message>
            <source>is damaged or not Zotero's ({why})</source>
            <translation>已损坏或不是 Zotero 的数据库（{why}）</translation>
        </message>
        <message>
            <source>is not a Zotero database (no items table)</source>
            <translation>不是 Zotero 数据库（没有 items 表）</translation>
        </message>
        <message>
            <source>is a Zotero 4 (or older) database: open it once in a current Zotero, then import</source>
            <translation>是 Zotero 4（或更早版本）的数据库：请先在当前版本的 Zotero 中打开一次，然后再导入</translation>
        </message>
        <message>
            <source>has a Zotero schema this Papershelf cannot read ({table} lacks {columns}): a newer Zotero than it knows?</source>
            <translation>其 Zotero 架构此 Papershelf 无法读取（{table} 缺少 {columns}）：是比它所知更新的 Zotero 吗？</translation>
        </message>
        <message>
            <source>is damaged ({why})</source>
            <translation>已损坏（{why}）</translation>
        </message>
    </context>
    <context>
        <name>zotero_ui</name>
        <message>
            <source>Import from Zotero</source>
            <translation>从 Zotero 导入</translation>
        </message>
        <message>
            <source>Cannot import from Zotero: {reason}</source>
            <translation>无法从 Zotero 导入：{reason}</translation>
        </message>
        <message>
            <source>Zotero library</source>
            <translation>Zotero 文献库</translation>
        </message>
        <message>
            <source>Import from Zotero cancelled; nothing was kept</source>
            <translation>已取消从 Zotero 导入；未保留任何内容</translation>
        </message>
        <message>
            <source>Imported from Zotero: {summary}.</source>
            <translation>已从 Zotero 导入：{summary}。</translation>
        </message>
    </context>
</TS>
