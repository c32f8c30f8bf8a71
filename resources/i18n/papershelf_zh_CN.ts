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
            <source>Add to Reading List</source>
            <translation>添加到阅读列表</translation>
        </message>
        <message>
            <source>1 paper</source>
            <translation>1 篇文献</translation>
        </message>
        <message>
            <source>{n} papers</source>
            <translation>{n} 篇文献</translation>
        </message>
        <message>
            <source>Put {papers} on the reading list:</source>
            <translation>将 {papers}加入阅读列表：</translation>
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
        <message>
            <source>Select the papers to put on a list first.</source>
            <translation>请先选择要加入列表的文献。</translation>
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
        <name>attachments_view</name>
        <message>
            <source>Double-click to open; right-click for more. Drop files here to attach.</source>
            <translation>双击打开；右键查看更多操作。将文件拖放到此处即可附加。</translation>
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
            <source>the name other members see for you</source>
            <translation>其他成员看到的您的名称</translation>
        </message>
        <message>
            <source>back the library up now (compressed), or list backups</source>
            <translation>立即备份文献库（压缩）或列出备份</translation>
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
        <name>fulltext_ui</name>
        <message>
            <source>Stop</source>
            <translation>停止</translation>
        </message>
        <message>
            <source>Stop reading PDFs (what was read is kept; the rest is read later)</source>
            <translation>停止读取 PDF（已读取的内容保留；其余稍后读取）</translation>
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
</TS>
